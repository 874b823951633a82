import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { richTextSx } from '@/components/common/rich-text-styles';
import { INSTITUTION_NAME, PORTAL_NAME } from '@/lib/brand';
import { OPEN_DATA_LICENSE, OPEN_DATA_PATHS } from '@/lib/contract/open-data';

export interface OpenDataGuideProps {
  /** The site's address (PUBLIC_ORIGIN), for the feed and page links. */
  origin: string;
  /** The API's address (PORTAL_API_URL), for the example commands. */
  api: string;
}

/** A command to copy: long lines wrap on a phone instead of scrolling sideways. */
function Command({ children }: { children: ReactNode }) {
  return (
    <Box
      component="pre"
      sx={{
        m: 0,
        my: 1.5,
        p: 1.5,
        bgcolor: 'background.default',
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: '4px',
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        fontSize: '0.875rem',
        lineHeight: 1.6,
        color: 'text.primary',
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
      }}
    >
      <code>{children}</code>
    </Box>
  );
}

const EXTENSIONS = [
  { name: 'Teklifler (Bids)', href: 'https://extensions.open-contracting.org/en/extensions/bids/' },
  {
    name: 'Katılım bedelleri (Participation Fees)',
    href: 'https://extensions.open-contracting.org/en/extensions/participation_fee/',
  },
  { name: 'Açık artırma (Auction)', href: 'https://github.com/openprocurement/ocds_auction_extension' },
];

/**
 * The /acik-veri page's text (docs/architecture.md §12): what the portal publishes, under which
 * licence, and how to fetch it, with commands built on the configured addresses.
 */
export function OpenDataGuide({ origin, api }: OpenDataGuideProps) {
  const ocds = `${api}${OPEN_DATA_PATHS.ocdsPackages}`;
  const records = `${api}${OPEN_DATA_PATHS.ocdsRecords}`;
  const feed = `${origin}${OPEN_DATA_PATHS.tenderFeed}`;
  const odata = `${api}/external-odata`;
  const seffaflik = `${api}/seffaflik`;
  return (
    // Field names in the text: monospace reads larger than the body font at the same size.
    <Box sx={{ '& p code, & li code': { fontSize: '0.875em', overflowWrap: 'anywhere' } }}>
      <Box sx={richTextSx}>
        <p>
          {INSTITUTION_NAME}, {PORTAL_NAME} üzerinden yaptığı satış ihalelerinin verilerini herkesin ücretsiz olarak
          indirip yeniden kullanabileceği açık biçimlerde yayımlar. Bu sayfa nelerin yayımlandığını, hangi lisansla
          kullanılabileceğini ve verilere nasıl erişileceğini anlatır.
        </p>

        <h2>Neler yayımlanıyor?</h2>
        <ul>
          <li>
            <strong>Açık İhale Verisi (OCDS 1.1):</strong> sonuçlanan her ihale (Kazanan Belirli, Kazanan Belirsiz,
            İptal) için Open Contracting Data Standard biçiminde bir yayın paketi: ihalenin konusu, kalemleri ve
            miktarları, açılış fiyatı, teminat tutarı, açık artırmanın başlangıcı ve uzatılmış bitişi, en küçük teklif
            artışı, kabul edilen bütün teklifler ve sonuç.
          </li>
          <li>
            <strong>OData servisi:</strong> herkese açık ihaleler, sonuçlanan ihaleler, duyurular ve kategoriler; servis
            belgesi ve <code>$metadata</code> ile birlikte.
          </li>
          <li>
            <strong>Atom akışı:</strong> yeni yayımlanan ihaleler ve sonuçlanan ihalelerin sonuçları; akış okuyucunuza
            ekleyebilirsiniz.
          </li>
          <li>
            <strong>Doğrulanabilir teklif kaydı:</strong> kabul edilen her teklif, ihaleye özel bir Merkle günlüğüne
            (RFC 9162) eklenir ve günlüğün imzalı kontrol noktaları (C2SP imzalı not, Ed25519) yayımlanır. Böylece
            yayımlanan tekliflerin sonradan değiştirilmediğini herkes doğrulayabilir; ihale sayfalarındaki “Kaydı
            doğrula” bağlantısı bu denetimi tarayıcınızda yapar.
          </li>
        </ul>

        <h2>Kişisel verilerin korunması</h2>
        <p>
          Katılımcılar yalnızca o ihaleye özel seçtikleri rumuzla görünür. Hesap numarası, ad soyad, unvan, T.C. kimlik
          numarası ya da vergi numarası hiçbir açık veride yer almaz. Yayından kaldırılan, taslak ya da henüz
          yayımlanmamış ihaleler açık veride de yoktur.
        </p>

        <h2>Lisans</h2>
        <p>
          Veriler{' '}
          <a href={OPEN_DATA_LICENSE.url} rel="license">
            {OPEN_DATA_LICENSE.name}
          </a>{' '}
          lisansıyla yayımlanır: kaynak gösterilerek ticari amaçlar da dahil her amaçla kopyalanabilir, dağıtılabilir ve
          uyarlanabilir. Kaynak olarak “{INSTITUTION_NAME}, {PORTAL_NAME}” yazmanız yeterlidir.
        </p>

        <h2>Nasıl kullanılır?</h2>
        <h3>OCDS yayın paketleri</h3>
        <p>
          Sonuçlanan bütün ihaleler, en yeni bitişten başlayarak sayfa sayfa (sayfa başına 50 ihale) tek pakette döner.
          Sonraki sayfanın tam adresi paketin <code>links.next</code> alanındadır; alan yoksa son sayfadasınız.
        </p>
        <Command>{`curl ${ocds}`}</Command>
        <Command>{`curl "${ocds}?sayfa=2"`}</Command>
        <p>Tek bir ihalenin paketi (ihale numarasıyla; sonuçlanmamış ihaleler için 404 döner):</p>
        <Command>{`curl ${ocds}/{ihaleNo}`}</Command>
        <p>
          Her yayının kimliği (<code>ocid</code>) kurum önekinden ve ihale numarasından oluşur. İhalede bir değişiklik
          olduğunda (örneğin kazanan ödemeyip satış ikinci en yüksek teklif sahibine önerildiğinde) yeni bir yayın
          eklenir; yayımlanmış bir yayın hiçbir zaman değiştirilmez ya da silinmez. Tek ihalenin paketi o ihalenin bütün
          yayınlarını eskiden yeniye sırayla içerir.
        </p>

        <h3>OCDS kayıt paketleri</h3>
        <p>
          Kayıt paketi (record package), her ihale için bütün yayınları ve bunların OCDS birleştirme kurallarıyla
          derlenmiş güncel hâlini (<code>compiledRelease</code>) birlikte verir. Tek bir ihalenin kaydı ve bütün
          ihalelerin kayıtları (yayın paketleri gibi sayfa sayfa, <code>links.next</code> ile):
        </p>
        <Command>{`curl ${records}/{ihaleNo}`}</Command>
        <Command>{`curl ${records}`}</Command>
        <p>Yayın ve kayıt paketleri OCDS 1.1 şemasına ve şu uzantılara uyar:</p>
        <ul>
          {EXTENSIONS.map((e) => (
            <li key={e.href}>
              <a href={e.href}>{e.name}</a>
            </li>
          ))}
        </ul>
        <p>
          Kurum satıcıdır: ihaleyi yürüten ve bedeli alan taraf olarak <code>procuringEntity</code> ve{' '}
          <code>payee</code> rolleriyle, kazanan katılımcı ise <code>supplier</code> ve <code>payer</code> rolleriyle
          yer alır. Teminat, <code>tender.participationFees</code> içinde <code>deposit</code> türüyle verilir.
        </p>

        <h3>OData servisi</h3>
        <p>Servis belgesi ve veri modeli:</p>
        <Command>{`curl ${odata}/`}</Command>
        <Command>{`curl '${odata}/$metadata'`}</Command>
        <p>Örneğin son sonuçlanan on ihale:</p>
        <Command>
          {`curl -G "${odata}/SonuclananIhaleOData" --data-urlencode '$top=10' --data-urlencode '$select=Id,Baslik,IhaleDurumuId,KazananTutar'`}
        </Command>

        <h3>Atom akışı</h3>
        <p>
          Akış okuyucunuza <a href={feed}>{feed}</a> adresini ekleyin ya da indirin:
        </p>
        <Command>{`curl ${feed}`}</Command>

        <h3>Doğrulanabilir teklif kaydı</h3>
        <p>
          Kontrol noktalarını imzalayan açık anahtar, bir ihalenin son imzalı kontrol noktası, günlükteki kayıtlar ve
          bir kaydın (sıra numarasıyla) günlükte bulunduğunun kanıtı:
        </p>
        <Command>{`curl ${seffaflik}/anahtar`}</Command>
        <Command>{`curl ${seffaflik}/ihaleler/{ihaleNo}/checkpoint`}</Command>
        <Command>{`curl ${seffaflik}/ihaleler/{ihaleNo}/kayitlar`}</Command>
        <Command>{`curl "${seffaflik}/ihaleler/{ihaleNo}/kanit?sira=1"`}</Command>
        <p>
          Her ihalenin kaydı ayrı bir günlüktür: kontrol noktası, portal genelindeki anahtar adının yanında o ihalenin
          günlük adıyla da (<code>{`${new URL(origin).host}/ihaleler/{ihaleNo}`}</code>, C2SP tlog-checkpoint)
          imzalanır. Tanık (witness) gibi standart araçlar anahtarı bu addan bulur; aynı açık anahtar bu adla şu
          adrestedir:
        </p>
        <Command>{`curl "${seffaflik}/anahtar?ihale={ihaleNo}"`}</Command>
      </Box>
    </Box>
  );
}
