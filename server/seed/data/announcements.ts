/**
 * Announcements (duyuru) of the public-sale portal, published over the last months. Exactly one
 * published popup; one withdrawn; one scheduled for the future (not visible yet).
 */
import { days, hours } from '../time';

export interface Announcement {
  baslik: string;
  icerik: string;
  /** Offset from now in ms (negative: in the past). */
  yayin: number;
  popup?: boolean;
  withdrawn?: boolean;
}

export const ANNOUNCEMENTS: Announcement[] = [
  {
    baslik: 'E-Satış Portalı Yenilendi',
    yayin: -days(2) - hours(3),
    popup: true,
    icerik: `<p>Değerli kullanıcılarımız,</p>
<p>Herkese açık e-satış portalımız yenilenen arayüzü ile hizmetinizde. Yeni portalda:</p>
<ul>
<li>İhaleleri kategori, teslimat yeri ve fiyat aralığına göre filtreleyebilir,</li>
<li>Devam eden ihalelere <strong>canlı</strong> olarak teklif verebilir,</li>
<li>Teminat hareketlerinizi ve finansal özetinizi tek ekrandan izleyebilirsiniz.</li>
</ul>
<p>Portala <strong>e-Devlet Kapısı</strong> ile giriş yapabilirsiniz. Görüş ve önerilerinizi İletişim sayfasından bize iletebilirsiniz.</p>`,
  },
  {
    baslik: 'Kırıkkale Hurda Sahası Yerinde İnceleme Günleri',
    yayin: -days(4),
    icerik: `<p>Kırıkkale Silah Fabrikası hurda sahasında satışa sunulan malzemeler, hafta içi her gün <strong>09:00–16:00</strong> saatleri arasında yerinde incelenebilir.</p>
<p>İnceleme için en az bir iş günü önceden randevu alınması, sahaya baret ve çelik burunlu ayakkabı ile girilmesi gerekmektedir.</p>`,
  },
  {
    baslik: 'Teminat Yatırma İşlemlerinde Açıklama Alanı Hakkında',
    yayin: -days(9),
    icerik: `<p>Teminat yatırma işlemlerinde EFT/havale açıklamasına <strong>T.C. kimlik numaranızın</strong> veya firmalar için <strong>vergi kimlik numarasının</strong> yazılması zorunludur.</p>
<p>Açıklaması eksik olan ödemeler hesabınıza otomatik olarak yansıtılamamakta ve ihaleye katılımınız gecikebilmektedir.</p>`,
  },
  {
    baslik: 'Araç ve İş Makinesi Satışları Başladı',
    yayin: -days(14),
    icerik: `<p>Kurumumuz envanterinde bulunan ve ekonomik ömrünü tamamlayan <strong>forklift, kamyon, binek araç ve iş makineleri</strong> e-satış ihalelerine çıkarılmaktadır.</p>
<p>Araçlara ait ekspertiz raporları ilgili ihalenin ekler bölümünde yer almaktadır. Araçlar bulunduğu yerde ve olduğu gibi satılmaktadır.</p>`,
  },
  {
    baslik: 'Sistem Bakım Çalışması',
    yayin: -days(21),
    icerik: `<p>Altyapı iyileştirme çalışmaları nedeniyle portal, <strong>Cumartesi günü 02:00–05:00</strong> saatleri arasında erişime kapalı olacaktır.</p>
<p>Bu saatler arasında bitmesi planlanan ihale bulunmamaktadır. Anlayışınız için teşekkür ederiz.</p>`,
  },
  {
    baslik: 'Otomatik Süre Uzatma Kuralları',
    yayin: -days(27),
    icerik: `<p>Bazı ihalelerde bitişe yakın verilen teklifler ihale süresini otomatik olarak uzatmaktadır. Örneğin:</p>
<ul>
<li>Son 3 dakikada verilen teklif süreyi 3 dakika uzatır.</li>
<li>Son 5 dakikada verilen teklif süreyi 5 dakika uzatır.</li>
</ul>
<p>İhaleye ait uzatma kuralı ihale detay sayfasında gösterilmektedir. Geri sayım sayacı uzatma sonrasında kendiliğinden güncellenir.</p>`,
  },
  {
    baslik: 'Atık Yağ ve Akü Satışlarında Lisans Şartı',
    yayin: -days(33),
    icerik: `<p>Atık madeni yağ, hurda akü ve elektronik atık ihalelerine katılacak isteklilerin, Çevre, Şehircilik ve İklim Değişikliği Bakanlığından alınmış <strong>geçerli geri kazanım lisansına</strong> sahip olması gerekmektedir.</p>
<p>Lisans belgesi, malzeme teslimi sırasında ibraz edilecektir.</p>`,
  },
  {
    baslik: 'Kazanan İsteklilerin Ödeme Süreleri',
    yayin: -days(41),
    icerik: `<p>İhaleyi kazanan istekliler ihale bedelini, ihale ilanında belirtilen <strong>son ödeme tarihine</strong> kadar ödemekle yükümlüdür.</p>
<p>Son ödeme tarihi, ihale bitiş tarihine ilanda belirtilen gün sayısının eklenmesiyle bulunur ve o günün sonunda (23:59) sona erer. Süresinde ödeme yapılmaması halinde teminat irat kaydedilir.</p>`,
  },
  {
    baslik: 'Gazi Fişek Fabrikası Pirinç Hurda Satışları',
    yayin: -days(50),
    icerik: `<p>Gazi Fişek Fabrikası bünyesinde biriken pirinç talaşı ve deforme edilmiş boş kovan hurdaları, önümüzdeki dönemde partiler halinde satışa sunulacaktır.</p>
<p>Kovan hurdaları pres ile ezilerek kullanılamaz hale getirilmiş olup patlayıcı madde içermediğine dair tutanak teslimde verilecektir.</p>`,
  },
  {
    baslik: 'Firma Adına Katılım İçin Yetkilendirme',
    yayin: -days(58),
    icerik: `<p>Firmanız adına ihalelere katılabilmek için MERSIS kayıtlarında firmanızın <strong>yetkili ortağı</strong> olarak görünmeniz gerekmektedir.</p>
<ol>
<li>e-Devlet ile portala giriş yapın.</li>
<li>Firmalarım ekranında "Yeni Firma Ekle" ile vergi kimlik numarasını sorgulayın.</li>
<li>Yetkiniz doğrulandığında firmayı hesabınıza ekleyin.</li>
</ol>
<p>Bir sonraki girişinizde gerçek kişi veya firma adına işlem yapmayı seçebilirsiniz.</p>`,
  },
  {
    baslik: 'Ramazan Bayramı Tatilinde Teslimat Yapılmayacaktır',
    yayin: -days(67),
    icerik: `<p>Bayram tatili süresince fabrikalarımızda malzeme teslimi ve yükleme yapılmayacaktır.</p>
<p>Son ödeme tarihi tatile denk gelen ihalelerde süreler değişmemektedir; ödemelerinizi tatil öncesinde tamamlamanızı rica ederiz.</p>`,
  },
  {
    baslik: 'Teminat İade Taleplerinde IBAN Zorunluluğu',
    yayin: -days(75),
    icerik: `<p>Teminat iade talebi oluşturabilmek için <strong>Banka Bilgileri</strong> ekranında adınıza veya firmanız adına kayıtlı bir IBAN bulunması gerekmektedir.</p>
<p>İadeler yalnızca hesap sahibinin kendi IBAN'ına yapılır.</p>`,
  },
  {
    baslik: 'Ahşap Palet ve Sandık Satışları',
    yayin: -days(88),
    icerik: `<p>Üretim ve sevkiyat süreçlerinde kullanılan ahşap palet ve boş sandıklar, düzenli aralıklarla e-satışa sunulmaktadır.</p>
<table><thead><tr><th>Malzeme</th><th>Teslim Yeri</th></tr></thead><tbody>
<tr><td>Ahşap palet (120x100)</td><td>Gazi Fişek Fabrikası</td></tr>
<tr><td>Euro palet</td><td>Genel Müdürlük Merkez Ambarı</td></tr>
<tr><td>Ahşap sandık</td><td>Elmadağ Barut Fabrikası</td></tr>
</tbody></table>`,
  },
  {
    baslik: 'Kişisel Verilerin Korunması Aydınlatma Metni Güncellendi',
    yayin: -days(101),
    icerik: `<p>6698 sayılı Kişisel Verilerin Korunması Kanunu kapsamında hazırlanan aydınlatma metnimiz güncellenmiştir.</p>
<p>Güncel metne Portal Hakkında > KVKK Metni sayfasından ulaşabilirsiniz.</p>`,
  },
  {
    baslik: 'Canlı İhalelerde Teklif Artırım Tutarları',
    yayin: -days(118),
    icerik: `<p>Canlı ihalelerde teklifler, açılış fiyatına göre belirlenen artırım tutarlarıyla verilir:</p>
<ul>
<li>10.000 TL altı: 50, 100, 200, 500 TL</li>
<li>10.000 – 100.000 TL: 500, 1.000, 2.000, 5.000 TL</li>
<li>100.000 – 1.000.000 TL: 1.000, 2.000, 5.000, 10.000 TL</li>
<li>1.000.000 TL ve üzeri: 20.000, 30.000, 40.000, 50.000 TL</li>
</ul>`,
  },
  {
    baslik: 'E-Satış Portalı Hizmete Açıldı',
    yayin: -days(150),
    icerik: `<p>Kurumumuzun hurda ve ihtiyaç fazlası malzemelerinin satışı artık <strong>herkese açık e-satış portalı</strong> üzerinden yapılmaktadır.</p>
<p>Portal üzerinden ihaleleri inceleyebilir, e-Devlet ile giriş yaparak ihalelere katılabilirsiniz.</p>`,
  },
  {
    baslik: 'Hatalı Yayımlanan Duyuru',
    yayin: -days(12),
    withdrawn: true,
    icerik: '<p>Bu duyuru hatalı yayımlandığı için yayından kaldırılmıştır.</p>',
  },
  {
    baslik: 'Yıl Sonu Stok Sayımı Nedeniyle Teslimatlara Ara Verilecektir',
    yayin: days(3),
    icerik: `<p>Yıl sonu stok sayımı nedeniyle ambarlarımızda <strong>iki hafta</strong> süreyle teslimat yapılmayacaktır. Kesin tarihler ayrıca duyurulacaktır.</p>`,
  },
];
