import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CSSProperties, type FormEvent, useEffect, useState } from 'react';
import { unwrap } from '../api/api-error.js';
import { api, type components } from '../api/client.js';
import { parseHexColor, readableTextOn } from '../lib/color.js';
import { useCanWrite } from '../session/session.js';
import { PageHeader } from '../ui/bits.js';
import { ErrorState, Loading, MutationMessage } from '../ui/states.js';

type Branding = components['schemas']['ConnectPageBranding'];
type Theme = Branding['theme'];

interface Draft {
  display_name: string;
  logo_url: string;
  accent_color: string;
  support_url: string;
  theme: Theme;
}

const defaultAccent = '#1d4ed8';

function draftOf(branding: Branding): Draft {
  return {
    display_name: branding.display_name ?? '',
    logo_url: branding.logo_url ?? '',
    accent_color: branding.accent_color ?? '',
    support_url: branding.support_url ?? '',
    theme: branding.theme,
  };
}

export function BrandingPage() {
  const branding = useQuery({ queryKey: ['branding'], queryFn: async () => unwrap(await api.GET('/projects/branding')) });
  if (branding.isPending) return <Loading label="Loading the branding" />;
  if (branding.isError) return <ErrorState error={branding.error} retry={() => branding.refetch()} />;
  return <BrandingEditor branding={branding.data} />;
}

function BrandingEditor({ branding }: { branding: Branding }) {
  const canWrite = useCanWrite('general');
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(branding));
  useEffect(() => setDraft(draftOf(branding)), [branding]);
  const save = useMutation({
    mutationFn: async (body: components['schemas']['ConnectPageBrandingPatch']) => unwrap(await api.PATCH('/projects/branding', { body })),
    onSuccess: (saved) => queryClient.setQueryData(['branding'], saved),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // An empty field restores the default (null), as the API defines it.
    const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
    save.mutate({
      display_name: orNull(draft.display_name),
      logo_url: orNull(draft.logo_url),
      accent_color: orNull(draft.accent_color),
      support_url: orNull(draft.support_url),
      theme: draft.theme,
    });
  }

  const set = (member: keyof Draft) => (event: { target: { value: string } }) => setDraft({ ...draft, [member]: event.target.value });
  return (
    <>
      <PageHeader title="Branding" />
      <p>How the hosted connect page presents itself to your customers. The preview follows your edits; nothing changes until you save.</p>
      <div className="branding">
        <form className="form" onSubmit={submit} aria-label="Connect page branding">
          <fieldset disabled={!canWrite}>
            <legend>Connect page</legend>
            <label>
              Display name
              <input value={draft.display_name} onChange={set('display_name')} maxLength={80} placeholder="OpenUnified Connect" />
            </label>
            <label>
              Logo URL
              <input type="url" value={draft.logo_url} onChange={set('logo_url')} maxLength={2000} />
            </label>
            <label>
              Accent colour (hex)
              <input value={draft.accent_color} onChange={set('accent_color')} placeholder={defaultAccent} pattern="#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})" />
            </label>
            <label>
              Support URL
              <input type="url" value={draft.support_url} onChange={set('support_url')} maxLength={2000} />
            </label>
            <label>
              Theme
              <select value={draft.theme} onChange={set('theme')}>
                <option value="system">Follow the customer's device</option>
                <option value="light">Light</option>
                <option value="dark">Dark</option>
              </select>
            </label>
            {canWrite && (
              <button type="submit" className="button primary" disabled={save.isPending}>
                Save branding
              </button>
            )}
          </fieldset>
          <MutationMessage error={save.error} success={save.isSuccess ? 'Branding saved.' : undefined} />
        </form>
        <BrandingPreview draft={draft} />
      </div>
    </>
  );
}

/** A likeness of the connect page's provider step, drawn with the draft's colours. */
function BrandingPreview({ draft }: { draft: Draft }) {
  const accent = parseHexColor(draft.accent_color) ? (draft.accent_color.startsWith('#') ? draft.accent_color : `#${draft.accent_color}`) : defaultAccent;
  const name = draft.display_name.trim() || 'OpenUnified Connect';
  const style = { '--preview-accent': accent, '--preview-on-accent': readableTextOn(accent) } as CSSProperties;
  const themeClass = draft.theme === 'system' ? 'preview-system' : `preview-${draft.theme}`;
  return (
    <section aria-labelledby="preview-title" className="preview-wrap">
      <h2 id="preview-title">Preview</h2>
      <div className={`preview ${themeClass}`} style={style}>
        <div className="preview-header">
          <span className="preview-logo" aria-hidden="true">
            {name.slice(0, 1).toUpperCase()}
          </span>
          <span className="preview-name">{name}</span>
        </div>
        <p className="preview-title">Connect Google Drive</p>
        <p className="preview-text">{name} asks to read your files. You can disconnect at any time.</p>
        <span className="preview-button">Continue with Google Drive</span>
        {draft.support_url.trim() && <p className="preview-text">Need help? Contact support</p>}
      </div>
      {draft.logo_url.trim() && <p className="hint">The connect page shows the logo from {draft.logo_url.trim()}.</p>}
    </section>
  );
}
