import Link from '@mui/material/Link';
import OpenInNew from '@mui/icons-material/OpenInNew';
import type { ContractDocument } from '@/lib/rules/contract-documents';
import { visuallyHidden } from '@/components/ui/visually-hidden';

/** "<document link>'ni okudum, onaylıyorum." — the label of each approval checkbox. */
export function ContractDocumentLabel({ doc }: { doc: ContractDocument }) {
  return (
    <span>
      <Link href={doc.href} target="_blank" rel="noopener" sx={{ fontWeight: 600 }}>
        {doc.name}
        <OpenInNew sx={{ fontSize: '1rem', verticalAlign: 'text-bottom', ml: 0.5 }} aria-hidden />
        <span style={visuallyHidden}> (yeni sekmede açılır)</span>
      </Link>
      &apos;ni okudum, onaylıyorum.
    </span>
  );
}
