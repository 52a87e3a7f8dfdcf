import { type ReactNode, useEffect, useState } from 'react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import styles from './page-editor.module.css';

const LINK_ICON = (
  <svg viewBox="0 0 24 24" width="16" height="16">
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/** Links default to https: bare hosts get the protocol, site paths, anchors, mailto and tel stay. */
export function normalizeHref(input: string): string {
  const value = input.trim();
  if (!value || /^(https?:\/\/|\/|#|mailto:|tel:)/i.test(value)) return value;
  return `https://${value.replace(/^\/\//, '')}`;
}

interface Props {
  id: string;
  value: string;
  onChange: (html: string) => void;
  labelledBy: string;
  /** Ids of the help and error texts that describe the field. */
  describedBy?: string;
  invalid?: boolean;
  readOnly?: boolean;
}

/**
 * Rich text with this toolbar: bold, italic, link (optional new window), bulleted and numbered list, undo, redo.
 * No headings: the site's sanitizer keeps paragraphs, lists and links only.
 */
export function RichTextEditor({ id, value, onChange, labelledBy, describedBy, invalid, readOnly = false }: Props) {
  const { t } = useTranslation();
  const editor = useEditor({
    editable: !readOnly,
    extensions: [
      StarterKit.configure({
        heading: false,
        code: false,
        codeBlock: false,
        blockquote: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: { openOnClick: false, defaultProtocol: 'https', HTMLAttributes: { target: null, rel: null } },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(readOnly ? { 'aria-readonly': 'true' } : {}),
        class: styles.richArea,
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      link: e?.isActive('link') ?? false,
      bulletList: e?.isActive('bulletList') ?? false,
      orderedList: e?.isActive('orderedList') ?? false,
      canUndo: e?.can().undo() ?? false,
      canRedo: e?.can().redo() ?? false,
    }),
  });
  // A value replaced from outside (the current version loaded after a conflict) is shown; typing is never overwritten.
  useEffect(() => {
    if (!editor || editor.isFocused) return;
    if (value !== (editor.isEmpty ? '' : editor.getHTML())) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    if (editor && editor.isEditable === readOnly) editor.setEditable(!readOnly, false);
  }, [editor, readOnly]);
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const [newWindow, setNewWindow] = useState(false);
  if (!editor) return null;
  const chain = () => editor.chain().focus();
  const openLink = () => {
    const attrs = editor.getAttributes('link') as { href?: string; target?: string };
    setHref(attrs.href ?? '');
    setNewWindow(attrs.target === '_blank');
    setLinkOpen(true);
  };
  const applyLink = () => {
    const target = normalizeHref(href);
    if (!target) chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: target, target: newWindow ? '_blank' : null, rel: newWindow ? 'noopener noreferrer' : null }).run();
    setLinkOpen(false);
  };
  const button = (label: string, active: boolean, run: () => void, icon: ReactNode, disabled = false) => (
    <button type="button" className={`${styles.rteButton} ${active ? styles.rteActive : ''}`} aria-label={label} title={label} aria-pressed={active} disabled={disabled} onClick={run}>
      <span aria-hidden="true">{icon}</span>
    </button>
  );
  return (
    <div className={styles.rich}>
      <div role="toolbar" aria-label={t('rte.toolbar')} aria-controls={id} className={styles.rteToolbar} hidden={readOnly}>
        {button(t('rte.bold'), state?.bold ?? false, () => chain().toggleBold().run(), 'B')}
        {button(t('rte.italic'), state?.italic ?? false, () => chain().toggleItalic().run(), 'I')}
        {button(t('rte.link'), state?.link ?? false, openLink, LINK_ICON)}
        {button(t('rte.bulletList'), state?.bulletList ?? false, () => chain().toggleBulletList().run(), '•')}
        {button(t('rte.orderedList'), state?.orderedList ?? false, () => chain().toggleOrderedList().run(), '1.')}
        {button(t('rte.undo'), false, () => chain().undo().run(), '↶', !state?.canUndo)}
        {button(t('rte.redo'), false, () => chain().redo().run(), '↷', !state?.canRedo)}
      </div>
      {linkOpen && (
        <div className={styles.linkForm}>
          <label>
            {t('rte.linkUrl')}
            <input type="text" inputMode="url" value={href} onChange={(e) => setHref(e.target.value)} placeholder="https://" className={styles.input} />
          </label>
          <label className={styles.checkbox}>
            <input type="checkbox" checked={newWindow} onChange={(e) => setNewWindow(e.target.checked)} />
            {t('rte.newWindow')}
          </label>
          <div className={styles.row}>
            <button type="button" className={styles.primary} onClick={applyLink}>
              {t('rte.apply')}
            </button>
            <button type="button" className={styles.secondary} onClick={() => setLinkOpen(false)}>
              {t('editor.cancel')}
            </button>
          </div>
        </div>
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
