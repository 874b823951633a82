import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { AccountBalanceIcon } from '@/components/ui/icons/account-balance';
import { GavelIcon } from '@/components/ui/icons/gavel';
import { HowToRegIcon } from '@/components/ui/icons/how-to-reg';
import { INSTITUTION_NAME, PORTAL_NAME } from '@/lib/brand';
import styles from './home.module.css';

const STEPS = [
  {
    icon: HowToRegIcon,
    title: 'e-Devlet ile giriş yapın',
    text: 'Ayrı bir üyelik gerekmez: e-Devlet Kapısı ile kimliğinizi doğrulayarak şahsınız ya da yetkilisi olduğunuz firma adına giriş yapın.',
  },
  {
    icon: AccountBalanceIcon,
    title: 'Teminatınızı yatırın',
    text: 'İhaleye katılırken ihalenin teminat tutarı kullanılabilir teminatınızdan bloke edilir; kaybederseniz bloke çözülür.',
  },
  {
    icon: GavelIcon,
    title: 'Canlı teklif verin',
    text: 'İhaleye özel rumuzunuzla katılın, teklifleri anlık izleyin ve süre bitene kadar teklifinizi artırın.',
  },
];

/** The intro of docs/spec.md §2: sign in with e-Devlet to join the sale tenders and bid. Holds the page's h1. */
export function HomeIntro() {
  return (
    <section aria-labelledby="tanitim-baslik">
      <div className={styles.intro}>
        <div>
          <h1 id="tanitim-baslik" className={styles.title}>
            {PORTAL_NAME}&apos;na hoş geldiniz
          </h1>
          <p className={styles.lead}>
            {INSTITUTION_NAME} tarafından satışa sunulan hurda, atık ve ihtiyaç fazlası malzemeler bu portalda herkese
            açık elektronik satış ihaleleriyle satılır. e-Devlet girişi ile portala giriş yaparak satış ihalelerine
            katılabilir ve canlı olarak teklif verebilirsiniz.
          </p>
          <Link href="/ihaleler" className={`btn btn-primary btn-lg ${styles.introButton}`}>
            İhaleleri İncele
          </Link>
        </div>
        <ol className={styles.steps}>
          {STEPS.map(({ icon, title, text }, i) => (
            <li key={title} className={styles.step}>
              <div className={styles.stepHead}>
                <div className={styles.stepIcon}>
                  <Icon def={icon} />
                </div>
                <span className={styles.stepNumber}>ADIM {i + 1}</span>
              </div>
              <h2 className={styles.stepTitle}>{title}</h2>
              <p className={styles.stepText}>{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
