'use client';
import { useId } from 'react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { RICH_TEXT_LINK_PROTOCOLS, normaliseEditorHtml } from '@/lib/backoffice/rich-text';
import { Icon } from '@/components/ui/icon';
import { FormatBoldIcon } from '@/components/ui/icons/format-bold';
import { FormatItalicIcon } from '@/components/ui/icons/format-italic';
import { FormatListBulletedIcon } from '@/components/ui/icons/format-list-bulleted';
import { FormatListNumberedIcon } from '@/components/ui/icons/format-list-numbered';
import { FormatQuoteIcon } from '@/components/ui/icons/format-quote';
import { FormatUnderlinedIcon } from '@/components/ui/icons/format-underlined';
import { LinkIcon } from '@/components/ui/icons/link';
import { LinkOffIcon } from '@/components/ui/icons/link-off';
import { RedoIcon } from '@/components/ui/icons/redo';
import { TitleIcon } from '@/components/ui/icons/title';
import { UndoIcon } from '@/components/ui/icons/undo';

interface Props {
  label: string;
  value: string;
  onChange(html: string): void;
  error?: string;
  helperText?: string;
}

/**
 * The back-office's rich-text field (Tiptap's StarterKit): paragraphs, h2/h3, bold, italic,
 * underline, lists, quotes and https/mailto links, nothing the public pages' sanitiser drops
 * (lib/html/sanitize-html.ts; the server sanitises again on save). The toolbar is one tab stop
 * of labelled buttons with aria-pressed; the text area is a labelled multi-line textbox.
 */
export function RichTextEditor({ label, value, onChange, error, helperText }: Props) {
  const labelId = useId();
  const helpId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: [...RICH_TEXT_LINK_PROTOCOLS],
          defaultProtocol: 'https',
        },
      }),
    ],
    content: value,
    immediatelyRender: false,
    onUpdate: ({ editor: e }) => onChange(normaliseEditorHtml(e.isEmpty ? '' : e.getHTML())),
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(helperText || error ? { 'aria-describedby': helpId } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
      },
    },
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      underline: e?.isActive('underline') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      quote: e?.isActive('blockquote') ?? false,
      link: e?.isActive('link') ?? false,
      canUndo: e?.can().undo() ?? false,
      canRedo: e?.can().redo() ?? false,
    }),
  });

  const setLink = () => {
    if (!editor) return;
    const previous = editor.getAttributes('link').href as string | undefined;
    const href = window.prompt('Bağlantı adresi (https://… ya da mailto:…)', previous ?? 'https://');
    if (href === null) return;
    if (href.trim() === '') editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };

  const button = (
    name: string,
    icon: React.ReactNode,
    pressed: boolean | undefined,
    run: () => void,
    disabled = false,
  ) => (
    <Tooltip title={name} key={name}>
      <span>
        <IconButton
          size="small"
          aria-label={name}
          aria-pressed={pressed}
          disabled={!editor || disabled}
          onClick={run}
          color={pressed ? 'primary' : 'default'}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  const chain = () => editor?.chain().focus();

  return (
    <Box>
      <Typography id={labelId} component="span" variant="body2" sx={{ display: 'block', mb: 0.5, fontWeight: 600 }}>
        {label}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'grey.400',
          borderRadius: 1,
          '&:focus-within': { borderColor: 'primary.main', boxShadow: (t) => `0 0 0 1px ${t.palette.primary.main}` },
        }}
      >
        <Box
          role="toolbar"
          aria-label={`${label}: biçimlendirme`}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.25, p: 0.5, borderBottom: 1, borderColor: 'divider' }}
        >
          {button('Kalın', <Icon def={FormatBoldIcon} />, active?.bold, () => chain()?.toggleBold().run())}
          {button('İtalik', <Icon def={FormatItalicIcon} />, active?.italic, () => chain()?.toggleItalic().run())}
          {button('Altı çizili', <Icon def={FormatUnderlinedIcon} />, active?.underline, () =>
            chain()?.toggleUnderline().run(),
          )}
          {button('Başlık', <Icon def={TitleIcon} />, active?.h2, () => chain()?.toggleHeading({ level: 2 }).run())}
          {button('Alt başlık', <Icon def={TitleIcon} size="small" />, active?.h3, () =>
            chain()?.toggleHeading({ level: 3 }).run(),
          )}
          {button('Madde listesi', <Icon def={FormatListBulletedIcon} />, active?.bullet, () =>
            chain()?.toggleBulletList().run(),
          )}
          {button('Numaralı liste', <Icon def={FormatListNumberedIcon} />, active?.ordered, () =>
            chain()?.toggleOrderedList().run(),
          )}
          {button('Alıntı', <Icon def={FormatQuoteIcon} />, active?.quote, () => chain()?.toggleBlockquote().run())}
          {button('Bağlantı', <Icon def={LinkIcon} />, active?.link, setLink)}
          {button(
            'Bağlantıyı kaldır',
            <Icon def={LinkOffIcon} />,
            undefined,
            () => chain()?.unsetLink().run(),
            !active?.link,
          )}
          {button('Geri al', <Icon def={UndoIcon} />, undefined, () => chain()?.undo().run(), !active?.canUndo)}
          {button('Yinele', <Icon def={RedoIcon} />, undefined, () => chain()?.redo().run(), !active?.canRedo)}
        </Box>
        <Box
          sx={{
            px: 1.5,
            '& .ProseMirror': { minHeight: 160, outline: 'none', py: 1 },
            '& .ProseMirror p': { my: 0.75 },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {(error || helperText) && (
        <FormHelperText id={helpId} error={Boolean(error)}>
          {error ?? helperText}
        </FormHelperText>
      )}
    </Box>
  );
}
