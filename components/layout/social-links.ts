/**
 * The institution's social media accounts shown in the footer. Addresses are the institution's
 * public handles; change them here only.
 */
export interface SocialLink {
  network: 'x' | 'facebook' | 'instagram' | 'youtube' | 'linkedin';
  label: string;
  href: string;
}

export const SOCIAL_LINKS: SocialLink[] = [
  { network: 'x', label: 'X (Twitter)', href: 'https://x.com/mkekurumsal' },
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/mkekurumsal' },
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/mkekurumsal' },
  { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@mkekurumsal' },
  { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/mkek' },
];
