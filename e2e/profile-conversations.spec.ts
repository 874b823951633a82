import { signInCitizen } from './auth-support';
import { expect, test } from './fixtures';
import { apiToken, bearer, expectNoSeriousAxeFindings, expectToast, operatorReply } from './profile-support';
import { limit } from './time-limits';

/**
 * İletişim (docs/spec.md §2, §5, §7): 'Soru Sor' with its messages and the question itself (issue #36
 * item 5: counted as typed, never cut off, sent with the conversation), a thread with a reply, and the
 * institution's answer (the operator command) arriving without a reload. Ayşe is the journey's own
 * citizen (e2e/fixtures.ts) with one earlier question of hers, asked through the API.
 */
test('a conversation is opened, answered by the institution and the answer appears live', async ({
  page,
  request,
  baseURL,
  make,
}) => {
  test.setTimeout(limit(120_000));
  const ayse = await make.citizen({ adi: 'Ayşe' });
  const earlier = `Fatura adresi ${Date.now() % 100000}`;
  const asked = await request.post('/api/v1/Iletisim', {
    headers: bearer(await apiToken(request, baseURL!, ayse.kimlikNo)),
    data: { cariId: ayse.cariId, konuId: 193, baslik: earlier, icerik: 'Fatura hangi adrese kesilir?' },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  await signInCitizen(page, ayse);
  await page.goto('/profil-iletisim');
  const list = page.getByRole('list', { name: 'Görüşmeler' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem').first()).toContainText(earlier);

  await page.getByRole('button', { name: 'Soru Sor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Soru Sor' });
  await dialog.getByRole('button', { name: 'Gönder' }).click();
  await expectToast(page, 'Konu alanı zorunludur.');
  await expect(dialog.getByText('Başlık alanı zorunludur.')).toBeVisible();
  await expect(dialog.getByText('Mesaj alanı zorunludur.')).toBeVisible();

  const title = `Teslimat randevusu ${Date.now() % 100000}`;
  await dialog.getByRole('combobox', { name: 'Konu' }).selectOption({ label: 'Ödeme ve Teslimat' });
  const titleField = dialog.getByRole('textbox', { name: 'Başlık' });
  // Too long is kept and said, not cut off: the counter turns into the rule's message.
  await titleField.fill('x'.repeat(60));
  await expect(titleField).toHaveValue('x'.repeat(60));
  await expect(titleField).toHaveAccessibleDescription('Başlık maksimum 50 karakter olabilir. (60/50)');
  await titleField.fill(title);
  await expect(titleField).toHaveAccessibleDescription(`${title.length}/50`);
  const question = 'Malzemeyi teslim almak için depoya hangi belgelerle gelmeliyim?';
  const questionField = dialog.getByRole('textbox', { name: 'Mesajınız' });
  await questionField.fill(question);
  await expect(questionField).toHaveAccessibleDescription(`${question.length}/2000`);
  const created = page.waitForResponse((r) => r.url().endsWith('/api/v1/Iletisim') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Gönder' }).click();
  const res = await created;
  expect(res.request().postDataJSON()).toMatchObject({
    durumId: 201,
    IhaleTipiId: 51,
    baslik: title,
    icerik: question,
  });
  const id = (await res.json()).data.id as number;
  await expectToast(page, 'Sorunuz iletildi. Yanıt verildiğinde bildirim alacaksınız.');

  // The new conversation opens with the question as its first message, and the reply box.
  await expect(page).toHaveURL(new RegExp(`\\?iletisim=${id}$`));
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page.getByRole('log', { name: 'Mesajlar' })).toContainText(question);
  const send = page.getByRole('button', { name: 'Gönder' });
  await expect(send).toBeDisabled();
  const box = page.getByRole('textbox', { name: 'Mesajınız' });
  await box.fill('   ');
  await expect(send).toBeDisabled();
  await box.fill('Merhaba, kazandığım ihalenin malzemesini hangi gün teslim alabilirim?');
  await send.click();
  const thread = page.getByRole('log', { name: 'Mesajlar' });
  await expect(thread).toContainText('hangi gün teslim alabilirim?');
  await expect(box).toHaveValue('');
  await expectNoSeriousAxeFindings(page);

  // The message area never grows past 400 px.
  const box2 = await thread.boundingBox();
  expect(box2!.height).toBeLessThanOrEqual(400);

  // The institution answers from the operator command; the answer arrives without a reload.
  const answer = 'Teslimat için ödeme onayından sonra depo ile randevu oluşturabilirsiniz.';
  const output = await operatorReply(baseURL!, id, answer);
  expect(output).toContain(`iletişim #${id}`);
  const institution = thread.locator('[data-kurum="true"]');
  await expect(institution).toContainText(answer);
  await expect(institution).toContainText('Kurum Yetkilisi');

  await page.getByRole('link', { name: 'Listeye Dön' }).click();
  await expect(page).toHaveURL(/\/profil-iletisim$/);
  const item = list.getByRole('listitem').filter({ hasText: title });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText(title);
  await expect(item).toContainText('Ödeme ve Teslimat');
  await expect(item).toContainText(/Son cevap: \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
});
