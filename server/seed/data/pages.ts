/**
 * Portal content pages by SayfaId (docs/spec.md §2): 141 membership terms, 142 KVKK notice, 143 user
 * agreement, 144 FAQ, 145 portal guide. HTML; sanitised by the web app before rendering.
 */

export interface PortalPage {
  sayfaId: number;
  baslik: string;
  icerik: string;
}

const uyelikSartlari = `<h2>Üyelik Şartları</h2>
<p>Herkese açık e-satış portalına üyelik ücretsizdir. Portala yalnızca <strong>e-Devlet Kapısı</strong> kimlik doğrulaması ile giriş yapılabilir; ayrıca kullanıcı adı veya şifre oluşturulmaz.</p>
<h3>1. Kimler üye olabilir?</h3>
<ul>
<li>18 yaşını doldurmuş ve medeni hakları kullanma ehliyetine sahip gerçek kişiler,</li>
<li>Türkiye'de kurulu ve MERSIS'e kayıtlı şirketler adına, şirketin yetkili ortağı olarak kayıtlı gerçek kişiler.</li>
</ul>
<h3>2. Üyelik için gerekli bilgiler</h3>
<p>Üyelik kaydında ad, soyad, T.C. kimlik numarası, cep telefonu ve e-posta bilgileri e-Devlet üzerinden alınır. <strong>Cep telefonu veya e-posta bilgisi e-Devlet'te kayıtlı olmayan kullanıcıların kaydı tamamlanamaz.</strong> Bu bilgiler portal üzerinden değiştirilemez; güncelleme e-Devlet üzerinden yapılır.</p>
<h3>3. Sözleşme onayları</h3>
<p>Üyelik, KVKK Aydınlatma Metni, Kullanıcı Sözleşmesi ve bu Üyelik Şartlarının okunup onaylanmasıyla tamamlanır. Metinlerde değişiklik yapıldığında, bir sonraki girişte güncel metinlerin yeniden onaylanması istenir.</p>
<h3>4. Firma adına işlem</h3>
<p>Firma adına işlem yapmak isteyen kullanıcılar, Firmalarım ekranından firmanın vergi kimlik numarasıyla sorgulama yapar. MERSIS kayıtlarında yetkili ortak olarak görünen kullanıcılar firmayı hesaplarına ekleyebilir. Girişte gerçek kişi veya firma adına işlem seçimi yapılır ve oturum boyunca değiştirilemez.</p>
<h3>5. Teminat</h3>
<p>İhalelere katılım, ilanda belirtilen teminat tutarının hesapta kullanılabilir durumda olmasına bağlıdır. İhaleye katılımda teminat bloke edilir; ihaleyi kaybeden isteklilerin blokajı ihale sonunda çözülür, kazanan isteklinin teminatı ise ihale bedeline mahsup edilir.</p>
<h3>6. Üyeliğin askıya alınması</h3>
<p>Kazandığı ihalenin bedelini süresinde ödemeyen, sahte veya yanıltıcı işlem yaptığı tespit edilen kullanıcıların üyeliği askıya alınabilir ve teminatları irat kaydedilebilir.</p>`;

const kvkk = `<h2>Kişisel Verilerin Korunması Aydınlatma Metni</h2>
<p>Bu aydınlatma metni, 6698 sayılı Kişisel Verilerin Korunması Kanunu'nun ("KVKK") 10. maddesi uyarınca, veri sorumlusu sıfatıyla Kurumumuz tarafından, e-satış portalı kullanıcılarının kişisel verilerinin işlenmesine ilişkin olarak hazırlanmıştır.</p>
<h3>1. İşlenen kişisel veriler</h3>
<ul>
<li><strong>Kimlik bilgileri:</strong> ad, soyad, T.C. kimlik numarası,</li>
<li><strong>İletişim bilgileri:</strong> cep telefonu numarası, e-posta adresi,</li>
<li><strong>Finansal bilgiler:</strong> IBAN, teminat hareketleri, ödeme bilgileri,</li>
<li><strong>Müşteri işlem bilgileri:</strong> ihale katılımları, teklifler, favoriler, destek yazışmaları,</li>
<li><strong>İşlem güvenliği bilgileri:</strong> giriş-çıkış kayıtları, IP adresi, çerez kayıtları.</li>
</ul>
<h3>2. İşleme amaçları</h3>
<p>Kişisel verileriniz; kimliğinizin doğrulanması, ihale süreçlerinin yürütülmesi, teminat ve ödeme işlemlerinin takibi, yasal yükümlülüklerin yerine getirilmesi, talep ve şikâyetlerinizin sonuçlandırılması ile bilgi güvenliğinin sağlanması amaçlarıyla işlenmektedir.</p>
<h3>3. Hukuki sebepler ve toplama yöntemi</h3>
<p>Verileriniz, e-Devlet Kapısı üzerinden ve portal aracılığıyla elektronik ortamda; KVKK'nın 5. maddesinde yer alan "bir sözleşmenin kurulması veya ifası", "hukuki yükümlülüğün yerine getirilmesi" ve "veri sorumlusunun meşru menfaati" hukuki sebeplerine dayanılarak toplanmaktadır. Bildirim tercihleri kapsamındaki ileti gönderimi ise açık rızanıza dayanır.</p>
<h3>4. Aktarım</h3>
<p>Kişisel verileriniz, yasal yükümlülükler kapsamında yetkili kamu kurum ve kuruluşlarına ve ödeme işlemlerinin yürütülmesi amacıyla bankalara aktarılabilir. Verileriniz yurt dışına aktarılmaz.</p>
<h3>5. Haklarınız</h3>
<p>KVKK'nın 11. maddesi uyarınca; verilerinizin işlenip işlenmediğini öğrenme, işlenmişse bilgi talep etme, düzeltilmesini veya silinmesini isteme ve işlemeye itiraz etme haklarına sahipsiniz. Başvurularınızı İletişim sayfasında yer alan adrese yazılı olarak iletebilirsiniz. Başvurular en geç <strong>30 gün</strong> içinde ücretsiz olarak sonuçlandırılır.</p>`;

const kullaniciSozlesmesi = `<h2>Kullanıcı Sözleşmesi</h2>
<p>İşbu sözleşme, e-satış portalını kullanan kullanıcı ile Kurum arasında, portalın kullanım koşullarını düzenlemek amacıyla akdedilmiştir. Portala giriş yapan kullanıcı bu sözleşmenin tüm hükümlerini kabul etmiş sayılır.</p>
<h3>1. Tanımlar</h3>
<ul>
<li><strong>Portal:</strong> Kurumun hurda ve ihtiyaç fazlası malzemelerini açık artırma ile sattığı internet sitesi,</li>
<li><strong>Kullanıcı:</strong> Portala e-Devlet ile giriş yapan gerçek kişi veya bu kişinin yetkili olduğu firma,</li>
<li><strong>Rumuz:</strong> Kullanıcının bir ihalede teklif verirken görünen, o ihaleye özgü takma adı,</li>
<li><strong>Teminat:</strong> İhaleye katılım için hesapta bulunması gereken, ilanda belirtilen tutar.</li>
</ul>
<h3>2. Kullanıcının yükümlülükleri</h3>
<ol>
<li>Kullanıcı, oturumunu başkalarına kullandırmamakla ve oturum güvenliğini sağlamakla yükümlüdür.</li>
<li>Verilen her teklif bağlayıcıdır ve geri alınamaz.</li>
<li>İhaleyi kazanan kullanıcı, ihale bedelini son ödeme tarihine kadar ödemek ve malzemeyi ilanda belirtilen süre içinde teslim almakla yükümlüdür.</li>
<li>Kullanıcı, ihalelerde rekabeti bozucu anlaşma veya eylemlerde bulunamaz.</li>
</ol>
<h3>3. Kurumun hakları</h3>
<p>Kurum, gerekli gördüğü hallerde ihaleyi iptal etme, ihale şartlarını değiştirme veya ilanı yayından kaldırma hakkını saklı tutar. Teknik arızalar nedeniyle ihale sürecinin etkilenmesi halinde ihale süresi uzatılabilir veya ihale iptal edilebilir.</p>
<h3>4. Sorumluluğun sınırlandırılması</h3>
<p>Malzemeler bulunduğu yerde ve olduğu gibi satılır. İlanlardaki miktar ve özellikler tahmini olup kesin miktar teslimde tartım ile belirlenir. Kullanıcı, teklif vermeden önce malzemeyi yerinde incelemekle sorumludur.</p>
<h3>5. Uyuşmazlıkların çözümü</h3>
<p>Bu sözleşmeden doğan uyuşmazlıklarda Türk hukuku uygulanır; Ankara Mahkemeleri ve İcra Daireleri yetkilidir.</p>`;

const sss = `<h2>Sıkça Sorulan Sorular</h2>
<h3>Portala nasıl giriş yapabilirim?</h3>
<p>Sağ üstteki <strong>Giriş Yap</strong> düğmesine tıklayarak e-Devlet Kapısı'na yönlendirilirsiniz. e-Devlet şifreniz, mobil imzanız veya e-imzanız ile giriş yaptıktan sonra portala geri dönersiniz.</p>
<h3>İlk girişimde neden sözleşme onayı isteniyor?</h3>
<p>İhalelere katılabilmek için KVKK Aydınlatma Metni, Kullanıcı Sözleşmesi ve Üyelik Şartlarını onaylamanız gerekir. Metinler güncellendiğinde onay yeniden istenir.</p>
<h3>"İletişim Bilgileri Eksik" uyarısı alıyorum, ne yapmalıyım?</h3>
<p>e-Devlet'te kayıtlı cep telefonu veya e-posta bilginiz bulunmuyor. e-Devlet üzerinden iletişim bilgilerinizi güncelledikten sonra tekrar giriş yapınız.</p>
<h3>Firmam adına nasıl teklif verebilirim?</h3>
<p>Firmalarım ekranından firmanın vergi kimlik numarasını sorgulayıp firmayı ekleyin. Çıkış yapıp tekrar giriş yaptığınızda firma adına işlem yapmayı seçebilirsiniz.</p>
<h3>Teminatı nasıl yatırırım?</h3>
<p>Teminat, Kurum banka hesaplarına EFT veya havale ile yatırılır:</p>
<ol>
<li>İhale ilanında belirtilen teminat tutarını kontrol edin.</li>
<li>Tutarı Kurum banka hesabına gönderin; açıklama alanına T.C. kimlik numaranızı ya da firmanın vergi kimlik numarasını yazın.</li>
<li>Ödeme hesabınıza yansıdığında Teminat Bilgileri ekranında kullanılabilir teminat olarak görünür.</li>
</ol>
<h3>Rumuz nedir?</h3>
<p>Her ihalede, diğer katılımcıların kimliğinizi görmemesi için size özel bir takma ad verilir. Son Teklifler listesinde teklifler rumuzlarla görünür.</p>
<h3>İhaleyi kaybedersem teminatım ne olur?</h3>
<p>İhale sonuçlandığında teminat blokajınız çözülür ve tutar kullanılabilir teminatınıza eklenir. Dilerseniz Teminat Bilgileri ekranından iade talep edebilirsiniz.</p>
<h3>Teklifimi geri alabilir miyim?</h3>
<p>Hayır. Verilen teklifler bağlayıcıdır ve geri alınamaz. Teklif vermediğiniz sürece ihaleden ayrılabilirsiniz.</p>
<h3>İhale süresi neden uzadı?</h3>
<p>Otomatik uzatma kuralı bulunan ihalelerde, bitişe yakın verilen teklifler süreyi uzatır. Kural, ihale detay sayfasında belirtilir.</p>`;

const kilavuz = `<h2>Portal Kullanım Kılavuzu</h2>
<p>Bu kılavuz, e-satış portalında ihaleleri bulmaktan teklif vermeye ve malzemeyi teslim almaya kadar tüm adımları özetler.</p>
<h3>1. İhaleleri inceleme</h3>
<ul>
<li><strong>İhaleler</strong> sayfasında devam eden ve başlamamış ihaleler listelenir.</li>
<li>Sol paneldeki filtrelerle ihale numarası, fiyat aralığı, başlık, anahtar kelime, teslimat yeri, durum ve kategoriye göre arama yapabilirsiniz.</li>
<li>Sıralama menüsüyle ihaleleri fiyata, başlangıç veya bitiş tarihine ya da duruma göre sıralayabilirsiniz.</li>
</ul>
<h3>2. Giriş ve hesap seçimi</h3>
<ol>
<li>Giriş Yap düğmesiyle e-Devlet üzerinden kimliğinizi doğrulayın.</li>
<li>İlk girişte sözleşmeleri onaylayın.</li>
<li>Yetkili olduğunuz firmalar varsa gerçek kişi veya firma adına devam etmeyi seçin.</li>
</ol>
<h3>3. İhaleye katılma</h3>
<p>İhale detay sayfasında <strong>İhaleye Katıl</strong> düğmesine tıklayın ve katılım koşullarını onaylayın. Hesabınızdaki kullanılabilir teminattan ihalenin teminat tutarı bloke edilir ve size bu ihaleye özel bir rumuz verilir.</p>
<h3>4. Teklif verme</h3>
<ul>
<li>İhale başladığında teklif kutusu açılır.</li>
<li>Tutarı kendiniz yazabilir veya artırım düğmeleriyle güncel teklifin üzerine ekleme yapabilirsiniz.</li>
<li>Teklifiniz kabul edildiğinde "Teklifiniz verildi." mesajı görünür ve Son Teklifler listesi anında güncellenir.</li>
</ul>
<h3>5. İhale sonrası</h3>
<p>Katıldığım İhaleler ekranında devam eden, kazandığınız ve kaybettiğiniz ihaleleri izleyebilirsiniz. Kazandığınız ihalelerde ödenecek tutar ve son ödeme tarihi bu ekranda yer alır.</p>
<h3>6. Finansal işlemler</h3>
<p>Finansal Bilgilerim menüsünde finansal özetinizi, teminat hareketlerinizi ve banka bilgilerinizi görebilirsiniz. Teminat iadesi için önce IBAN bilginizi kaydetmeniz gerekir.</p>
<h3>7. Destek</h3>
<p>Sorularınız için profil menüsündeki <strong>İletişim</strong> ekranından konu seçerek yeni bir yazışma başlatabilirsiniz. Yanıtlar aynı ekranda ve anlık bildirim olarak size ulaşır.</p>`;

export const PORTAL_PAGES: PortalPage[] = [
  { sayfaId: 141, baslik: 'Üyelik Şartları', icerik: uyelikSartlari },
  { sayfaId: 142, baslik: 'KVKK Aydınlatma Metni', icerik: kvkk },
  { sayfaId: 143, baslik: 'Kullanıcı Sözleşmesi', icerik: kullaniciSozlesmesi },
  { sayfaId: 144, baslik: 'Sıkça Sorulan Sorular', icerik: sss },
  { sayfaId: 145, baslik: 'Portal Kullanım Kılavuzu', icerik: kilavuz },
];
