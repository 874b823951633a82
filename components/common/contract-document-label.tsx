import Link from '@mui/material/Link';
import type { ContractDocument } from '@/lib/rules/contract-documents';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { Icon } from '@/components/ui/icon';
import { OpenInNewIcon } from '@/components/ui/icons/open-in-new';

/** "<document link>'ni okudum, onaylıyorum." — the label of each approval checkbox. */
export function ContractDocumentLabel({ doc }: { doc: ContractDocument }) {
  return (
    <span>
      <Link href={doc.href} target="_blank" rel="noopener" sx={{ fontWeight: 600 }}>
        {doc.name}
        <Icon def={OpenInNewIcon} style={{ fontSize: '1rem', verticalAlign: 'text-bottom', marginLeft: 4 }} />
        <span style={visuallyHidden}> (yeni sekmede açılır)</span>
      </Link>
      &apos;ni okudum, onaylıyorum.
    </span>
  );
}
