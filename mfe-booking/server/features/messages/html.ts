// The HTML part of a patient's e-mail: the same words as the text part, laid out simply (one column, the
// hospital's blue, no images, so it reads the same with images blocked or in a screen reader), in the
// patient's language, its main link a button.
import type { Language } from '@hospital/hospital-data';

const PRIMARY = '#0b5cab';
const TEXT = '#0f172a';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A paragraph's text as HTML: lines kept, the hospital's own addresses (`links`) made links, their text the
 * address itself. Nothing else becomes a link: the text carries what patients and staff typed.
 */
const paragraph = (text: string, links: readonly string[]) => {
  const ours =
    links.length > 0
      ? new RegExp(
          [...links]
            .sort((a, b) => b.length - a.length)
            .map(literal)
            .join('|'),
          'g',
        )
      : null;
  return text
    .split('\n')
    .map((line) => {
      if (!ours) return escape(line);
      let html = '';
      let at = 0;
      for (const match of line.matchAll(ours)) {
        html += escape(line.slice(at, match.index)) + `<a href="${escape(match[0])}" style="color:${PRIMARY}">${escape(match[0])}</a>`;
        at = (match.index ?? 0) + match[0].length;
      }
      return html + escape(line.slice(at));
    })
    .join('<br>');
};

export interface EmailAction {
  label: string;
  url: string;
}

/**
 * The e-mail's HTML from its subject, its text (paragraphs split by blank lines), its one main action and
 * the hospital's own addresses that the text names (`links`, the only ones made links).
 */
export function emailHtml({
  language,
  subject,
  text,
  action,
  hospital,
  links,
}: {
  language: Language;
  subject: string;
  text: string;
  action: EmailAction | null;
  hospital: string;
  links: readonly string[];
}): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((part) => `<p style="margin:0 0 16px">${paragraph(part, links)}</p>`)
    .join('\n');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escape(action.url)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:${PRIMARY};color:#ffffff;font-weight:700;text-decoration:none">${escape(action.label)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(subject)}</title></head>
<body style="margin:0;padding:0;background:#f6f8fb">
<div role="article" aria-label="${escape(subject)}" lang="${language}" style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff;color:${TEXT};font-family:'Noto Sans','Noto Sans Telugu','Noto Sans Devanagari',Arial,sans-serif;font-size:16px;line-height:1.5">
<p style="margin:0 0 24px;padding-bottom:12px;border-bottom:3px solid ${PRIMARY};color:${PRIMARY};font-size:20px;font-weight:700">${escape(hospital)}</p>
${paragraphs}
${button}
</div>
</body>
</html>
`;
}
