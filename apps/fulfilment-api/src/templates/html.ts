import { escapeHtml } from '@fulfil/domain';

/**
 * HTML built from templates whose every interpolated value is escaped, unless it is already HTML
 * built here. Nothing from an order (names, addresses, item text) can become markup or script.
 */
export class SafeHtml {
  constructor(readonly text: string) {}
  toString() {
    return this.text;
  }
}

type Value = SafeHtml | string | number | null | undefined | readonly SafeHtml[];

const render = (value: Value): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof SafeHtml) return value.text;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
};

/** A tagged template: html`<td>${name}</td>` escapes name. */
export function html(strings: TemplateStringsArray, ...values: Value[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, text, index) => out + render(values[index - 1]) + text));
}

/** A whole page: a title, a style and a body; no script, no external resource. */
export const page = (title: string, body: SafeHtml) =>
  html`<!DOCTYPE html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <title>${title}</title>
        <style>
          body {
            font-family: sans-serif;
            margin: 1.5em;
          }
          table {
            border-collapse: collapse;
          }
          td,
          th {
            border: 1px solid #ccc;
            padding: 0.3em 0.6em;
            text-align: left;
          }
        </style>
      </head>
      <body>
        ${body}
      </body>
    </html>`.text;
