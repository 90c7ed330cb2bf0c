import { useState } from 'react';

/** Copies `value`; says so in a live region. Falls back to selecting nothing when the clipboard is refused (http, no permission). */
export function CopyButton({ value, label = 'Copy' }: { value: string; label?: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <span className="copy">
      <button
        type="button"
        className="button"
        onClick={() =>
          navigator.clipboard
            ?.writeText(value)
            .then(() => setState('copied'))
            .catch(() => setState('failed')) ?? setState('failed')
        }
      >
        {label}
      </button>
      <span role="status" className="copy-status">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy refused: select the text instead' : ''}
      </span>
    </span>
  );
}
