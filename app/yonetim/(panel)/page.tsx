import { StaffHome } from '@/components/backoffice/home/staff-home';

export default function StaffHomePage() {
  return <StaffHome />;
}
