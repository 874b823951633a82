import { connection } from 'next/server';
import { CapturedPage } from '../../render-tree';

export default async function Page() {
  await connection();
  return <CapturedPage name="detail" />;
}
