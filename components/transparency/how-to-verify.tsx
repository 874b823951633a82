import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { monoSx } from './mono';

/** What the page checked and how anyone can check the same without the portal's page. */
export function HowToVerify({ ihaleId, publicOrigin }: { ihaleId: number; publicOrigin: string }) {
  const api = `${publicOrigin}/api/seffaflik`;
  const code = { ...monoSx, bgcolor: 'background.default', px: 0.5, borderRadius: 0.5 };
  return (
    <Box sx={{ '& p, & li': { lineHeight: 1.6 }, '& ul, & ol': { pl: 3, my: 1 } }}>
      <Typography>Bu sayfa, tarayıcınızda (WebCrypto ile) şunları denetler:</Typography>
      <ol>
        <li>Kontrol noktasının (checkpoint) imzası yukarıdaki anahtarla geçerli mi (C2SP imzalı not, Ed25519)?</li>
        <li>
          Kayıttaki her satırdan Merkle ağacının kökü yeniden hesaplanır (RFC 9162, SHA-256); kök ve satır sayısı imzalı
          kontrol noktasıyla aynı mı?
        </li>
        <li>Satırlar sırayla mı ve hepsi bu ihaleye mi ait?</li>
      </ol>
      <Typography>
        Tek bir teklifin tutarı, rumuzu veya zamanı sonradan değiştirilirse kök tutmaz ve doğrulama başarısız olur.
      </Typography>
      <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1rem', mt: 2 }}>
        Portal olmadan doğrulama
      </Typography>
      <Typography>Portalın kaynak kodundaki komut aynı denetimi kendi bilgisayarınızda yapar:</Typography>
      <Box component="pre" sx={{ ...code, p: 1.5, whiteSpace: 'pre-wrap', my: 1 }}>
        npm run dogrula -- {publicOrigin} {ihaleId}
      </Box>
      <Typography>Kullandığı herkese açık adresler:</Typography>
      <ul>
        <li>
          <Box component="code" sx={code}>{`${api}/anahtar`}</Box>: doğrulama anahtarı
        </li>
        <li>
          <Box component="code" sx={code}>{`${api}/ihaleler/${ihaleId}/checkpoint`}</Box>: imzalı son kontrol noktası
        </li>
        <li>
          <Box component="code" sx={code}>{`${api}/ihaleler/${ihaleId}/kayitlar`}</Box>: kayıt satırları (her satır bir
          JSON nesnesi)
        </li>
        <li>
          <Box component="code" sx={code}>{`${api}/ihaleler/${ihaleId}/kanit?sira=0`}</Box>: bir satırın kapsama kanıtı
        </li>
      </ul>
      <Typography>
        Her ihalenin kaydı ayrı bir günlüktür: kontrol noktası, portal genelindeki anahtar adının yanında bu ihalenin
        günlük adıyla da (<Box component="code" sx={code}>{`${new URL(publicOrigin).host}/ihaleler/${ihaleId}`}</Box>)
        imzalanır. Tanık (witness) gibi standart araçlar anahtarı bu addan bulur; aynı açık anahtar bu adla{' '}
        <Box component="code" sx={code}>{`${api}/anahtar?ihale=${ihaleId}`}</Box> adresindedir.
      </Typography>
    </Box>
  );
}
