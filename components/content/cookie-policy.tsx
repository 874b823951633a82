import Box from '@mui/material/Box';
import { INSTITUTION_NAME, PORTAL_NAME } from '@/lib/brand';
import { COOKIE } from '@/lib/session/cookie-names';
import { richTextSx } from '@/components/common/rich-text-styles';
import { addressLines, type ContactDetails } from '@/lib/rules/contact-details';

const COOKIES: Array<{ name: string; kind: string; purpose: string; duration: string }> = [
  {
    name: COOKIE.accessToken,
    kind: 'Zorunlu',
    purpose: 'Oturumunuzu açık tutan erişim anahtarı',
    duration: 'Erişim anahtarının geçerlilik süresi kadar',
  },
  {
    name: COOKIE.refreshToken,
    kind: 'Zorunlu',
    purpose: 'Süresi dolan oturumun güvenle yenilenmesi (sayfa betiklerince okunamaz)',
    duration: 'En fazla 30 gün, çıkışta silinir',
  },
  {
    name: COOKIE.sessionMarker,
    kind: 'Zorunlu',
    purpose: 'Yenilenebilir bir oturumunuz olduğunun bilinmesi (gizli bilgi içermez)',
    duration: 'En fazla 30 gün, çıkışta silinir',
  },
  {
    name: COOKIE.cookieConsent,
    kind: 'İşlevsel',
    purpose: 'Çerez bildirimini okuduğunuzun hatırlanması',
    duration: '1 yıl',
  },
  {
    name: COOKIE.closedPopups,
    kind: 'İşlevsel',
    purpose: 'Kapattığınız açılır duyurunun yeniden gösterilmemesi',
    duration: '1 yıl',
  },
];

/**
 * The cookie policy (docs/spec.md §2): static text on cookie kinds, rights requests, 30 days, free of
 * charge. Where to send a request is the institution's contact details, as Destek keeps them.
 */
export function CookiePolicy({ contact }: { contact: Pick<ContactDetails, 'adres' | 'eposta'> | null }) {
  return (
    <Box sx={richTextSx}>
      <p>
        {INSTITUTION_NAME} (&quot;Şirket&quot;) olarak, {PORTAL_NAME} (&quot;Portal&quot;) ziyaretçilerimizin kişisel
        verilerinin korunmasına önem veriyoruz. Bu Çerez Politikası, Portal&apos;da hangi çerezlerin hangi amaçlarla
        kullanıldığını, çerezleri nasıl yönetebileceğinizi ve 6698 sayılı Kişisel Verilerin Korunması Kanunu
        (&quot;KVKK&quot;) kapsamındaki haklarınızı nasıl kullanabileceğinizi açıklamaktadır.
      </p>

      <h2>Çerez nedir?</h2>
      <p>
        Çerezler, ziyaret ettiğiniz internet sitesi tarafından tarayıcınız aracılığıyla cihazınıza kaydedilen küçük
        metin dosyalarıdır. Çerezler sayesinde site, oturumunuzu ve tercihlerinizi hatırlayarak güvenli ve kesintisiz
        bir hizmet sunabilir.
      </p>

      <h2>Kullandığımız çerez türleri</h2>
      <ul>
        <li>
          <strong>Zorunlu çerezler:</strong> Portal&apos;ın çalışması için gereklidir. e-Devlet ile giriş yaptıktan
          sonra oturumunuzun açık kalmasını, ihalelere katılım ve teklif işlemlerinin güvenle yapılmasını sağlar. Bu
          çerezler engellendiğinde giriş yapılamaz ve ihale işlemleri gerçekleştirilemez.
        </li>
        <li>
          <strong>İşlevsel çerezler:</strong> Çerez bildirimini okuduğunuz ya da bir duyuruyu kapattığınız gibi
          tercihlerinizi hatırlar; böylece aynı bildirimler size tekrar gösterilmez.
        </li>
        <li>
          <strong>Performans ve hata izleme:</strong> Portal&apos;ın hatasız çalışmasını sağlamak amacıyla, yalnızca
          etkinleştirildiği durumlarda, teknik hata kayıtları toplanabilir. Bu kayıtlar reklam veya profil oluşturma
          amacıyla kullanılmaz.
        </li>
      </ul>
      <p>Portal&apos;da reklam ya da pazarlama amaçlı üçüncü taraf çerezleri kullanılmamaktadır.</p>

      <table>
        <caption style={{ textAlign: 'left', fontWeight: 700, paddingBottom: 8 }}>
          Portal&apos;ın kullandığı çerezler
        </caption>
        <thead>
          <tr>
            <th scope="col">Çerez</th>
            <th scope="col">Türü</th>
            <th scope="col">Amacı</th>
            <th scope="col">Saklama süresi</th>
          </tr>
        </thead>
        <tbody>
          {COOKIES.map((c) => (
            <tr key={c.name}>
              <td>
                <code>{c.name}</code>
              </td>
              <td>{c.kind}</td>
              <td>{c.purpose}</td>
              <td>{c.duration}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        Bunlara ek olarak, son incelediğiniz ihaleler ve oturum tercihleriniz yalnızca tarayıcınızın yerel deposunda
        tutulur; bu bilgiler sunucularımıza gönderilmez.
      </p>

      <h2>Çerezlerin hukuki dayanağı</h2>
      <p>
        Zorunlu çerezler aracılığıyla işlenen veriler, KVKK&apos;nın 5. maddesinin 2. fıkrasının (c) bendi uyarınca
        sözleşmenin kurulması ve ifası ile (f) bendi uyarınca Şirketimizin meşru menfaati kapsamında işlenmektedir.
        İşlevsel çerezler, yalnızca Portal&apos;ı sizin tercihlerinize göre çalıştırmak için kullanılır.
      </p>

      <h2>Çerezleri nasıl yönetebilirsiniz?</h2>
      <p>
        Tarayıcınızın ayarlarından çerezleri silebilir veya engelleyebilirsiniz. Zorunlu çerezleri engellemeniz
        durumunda Portal&apos;a giriş yapamayabileceğinizi ve ihale işlemlerini gerçekleştiremeyebileceğinizi
        hatırlatırız.
      </p>

      <h2>Haklarınız ve başvuru usulü</h2>
      <p>KVKK&apos;nın 11. maddesi uyarınca kişisel verilerinize ilişkin olarak;</p>
      <ul>
        <li>kişisel verilerinizin işlenip işlenmediğini öğrenme ve işlenmişse buna ilişkin bilgi talep etme,</li>
        <li>işlenme amacını ve bunların amacına uygun kullanılıp kullanılmadığını öğrenme,</li>
        <li>yurt içinde veya yurt dışında aktarıldığı üçüncü kişileri bilme,</li>
        <li>eksik veya yanlış işlenmiş olması hâlinde düzeltilmesini isteme,</li>
        <li>KVKK&apos;da öngörülen şartlar çerçevesinde silinmesini veya yok edilmesini isteme,</li>
        <li>düzeltme, silme ve yok etme işlemlerinin verilerin aktarıldığı üçüncü kişilere bildirilmesini isteme,</li>
        <li>
          münhasıran otomatik sistemlerle analiz edilmesi sonucu aleyhinize bir sonucun ortaya çıkmasına itiraz etme,
        </li>
        <li>kanuna aykırı işlenmesi sebebiyle zarara uğramanız hâlinde zararın giderilmesini talep etme</li>
      </ul>
      <p>haklarına sahipsiniz.</p>
      <p>
        Bu haklarınıza ilişkin taleplerinizi; kimliğinizi tespit edici belgelerle birlikte yazılı olarak{' '}
        {contact ? <strong>{addressLines(contact).join(', ')}</strong> : 'Şirketimizin'} adresine şahsen ya da noter
        aracılığıyla iletebilir, güvenli elektronik imza ile imzalanmış olarak kayıtlı elektronik posta (KEP) adresimize
        veya daha önce Şirketimize bildirdiğiniz ve sistemimizde kayıtlı bulunan e-posta adresinizden{' '}
        {contact ? <a href={`mailto:${contact.eposta}`}>{contact.eposta}</a> : 'kurumsal e-posta'} adresine
        gönderebilirsiniz. Başvurunuzda adınız, soyadınız, T.C. kimlik numaranız, tebligata esas adresiniz veya e-posta
        adresiniz ve talep konunuz yer almalıdır.
      </p>
      <p>
        Başvurunuz, talebin niteliğine göre en kısa sürede ve <strong>en geç otuz (30) gün içinde</strong>{' '}
        <strong>ücretsiz</strong> olarak sonuçlandırılır ve sonucu size yazılı olarak ya da elektronik ortamda
        bildirilir.
      </p>

      <h2>Politikadaki değişiklikler</h2>
      <p>
        Şirketimiz, bu Çerez Politikası&apos;nı mevzuattaki ve Portal&apos;daki değişikliklere uygun olarak
        güncelleyebilir. Güncel metin her zaman bu sayfada yayımlanır.
      </p>
    </Box>
  );
}
