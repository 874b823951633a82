import { SONUC_TIPI } from '../contract/account-check';
import { checkAccount } from '../api/account';
import { fetchUserInfo } from '../api/auth';
import { jwtPayload } from './jwt-payload';
import type { UserInfos } from './session-store';

/**
 * The signed-in state of a session the browser still holds, rebuilt from the server when the stored
 * user infos are gone. A 401 wipes app storage and its silent refresh writes the user back
 * (docs/spec.md §4); on a page being left, the refresh may never get to write, and the next page
 * would show a signed-in visitor as signed out while the session is valid. The access token names
 * the account the session is bound to (`cari`, chosen once at /callback); the user-info answer and
 * the account check give the rest, as at sign-in. Null when the session is bound to no account
 * (the login flow owns it) or the account is not in order any more (the next sign-in decides).
 */
export async function restoreUserInfos(authUrl: string, token: string): Promise<UserInfos | null> {
  const aktifCariId = boundAccount(token);
  if (aktifCariId === null) return null;
  const userInfo = await fetchUserInfo(authUrl, token);
  const check = await checkAccount(userInfo.phone_number);
  if (check.sonucTipi !== SONUC_TIPI.tamam || check.gercekKisilikId === null) return null;
  const aktifCariTuru =
    aktifCariId === check.gercekKisilikId
      ? 'gercek'
      : check.firmalar.some((f) => f.id === aktifCariId)
        ? 'firma'
        : null;
  if (!aktifCariTuru) return null;
  return {
    ...userInfo,
    gercekKisilikId: check.gercekKisilikId,
    aktifCariId,
    aktifCariTuru,
    userFirmaKayitlarInfo: check.firmalar,
  };
}

/** The account the token's session is bound to (its `cari` claim). */
export function boundAccount(token: string): number | null {
  const cari = jwtPayload(token)?.cari;
  return typeof cari === 'number' && Number.isSafeInteger(cari) && cari > 0 ? cari : null;
}
