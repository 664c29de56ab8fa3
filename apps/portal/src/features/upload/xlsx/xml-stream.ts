import { SaxesParser } from 'saxes';

/** What a part's reader is told as its XML streams past; names are local, without a prefix. */
export interface XmlHandlers {
  open(name: string, attributes: Record<string, string>): void;
  close?(name: string): void;
  text?(text: string): void;
}

/** `x:row` and `row` alike: some writers prefix SpreadsheetML's elements. */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Parses an unzipped part's XML as it inflates, a chunk at a time: nothing but the parser's state
 * and what the handlers keep is held. Throws on XML that is not well formed.
 */
export async function readXml(
  stream: ReadableStream<Uint8Array<ArrayBuffer>>,
  handlers: XmlHandlers,
): Promise<void> {
  const parser = new SaxesParser<{ xmlns: false; position: false }>({ xmlns: false, position: false });
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => handlers.open(localName(tag.name), tag.attributes));
  const { close, text } = handlers;
  if (close) parser.on('closetag', (tag) => close(localName(tag.name)));
  if (text) parser.on('text', text);
  const reader = stream.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.write(value);
  }
  parser.close();
}
