import Box from '@mui/material/Box';
import { fetchPortalPage } from '@/lib/api/content';
import { ContentCard, PageFrame, PageTitle } from '@/components/ui/page-frame';
import { Breadcrumbs, type Crumb } from '@/components/ui/breadcrumbs';
import { RichText } from '@/components/common/rich-text';

export interface PortalContentPageProps {
  /** SayfaId of docs/spec.md §2 (141–145). */
  pageId: number;
  title: string;
  /** The menu group the page belongs to ('Portal Hakkında', 'Yardım'). */
  section: string;
}

/** A content page loaded from PortalSayfaOData by SayfaId, sanitised on the server. */
export async function PortalContentPage({ pageId, title, section }: PortalContentPageProps) {
  const page = await fetchPortalPage(pageId);
  const crumbs: Crumb[] = [{ label: 'Ana Sayfa', href: '/' }, { label: section }, { label: title }];
  return (
    <PageFrame narrow>
      <Breadcrumbs items={crumbs} />
      <PageTitle>{title}</PageTitle>
      <ContentCard component="article">
        {page?.html ? (
          <RichText html={page.html} />
        ) : (
          <Box component="p" role="status" sx={{ m: 0, color: 'text.secondary' }}>
            Veri bulunamadı.
          </Box>
        )}
      </ContentCard>
    </PageFrame>
  );
}
