import type { Message, MessageReader } from 'vscode-languageserver/node';

/**
 * The newest version of each document among the messages read so far, handled or not. The
 * protocol library handles one message per turn of the event loop; a burst of `didChange` read at
 * once would otherwise be checked at each version in turn. A document is checked only once it has
 * caught up with the newest version announced for it: the last change of a burst is the one checked.
 */
export class AnnouncedVersions {
  readonly #newest = new Map<string, number>();

  /** The reader, each message it reads noted before the connection sees it. */
  reading(reader: MessageReader): MessageReader {
    return {
      onError: reader.onError,
      onClose: reader.onClose,
      onPartialMessage: reader.onPartialMessage,
      listen: (callback) =>
        reader.listen((message) => {
          this.#note(message);
          callback(message);
        }),
      dispose: () => reader.dispose(),
    };
  }

  /** Whether no newer version of the document than `version` has been read. */
  caughtUp(uri: string, version: number): boolean {
    const newest = this.#newest.get(uri);
    return newest === undefined || newest === version;
  }

  #note(message: Message): void {
    const { method, params } = message as { method?: unknown; params?: unknown };
    if (typeof method !== 'string' || typeof params !== 'object' || params === null) return;
    const document = (params as { textDocument?: { uri?: unknown; version?: unknown } }).textDocument;
    if (typeof document?.uri !== 'string') return;
    if (method === 'textDocument/didClose') return void this.#newest.delete(document.uri);
    const changes = (params as { contentChanges?: unknown }).contentChanges;
    // Only a message the document store applies announces a version: one it ignores (no version,
    // no changes) must not hold the document back forever.
    const applied =
      method === 'textDocument/didOpen' ||
      (method === 'textDocument/didChange' && Array.isArray(changes) && changes.length > 0);
    if (!applied) return;
    if (Number.isInteger(document.version)) this.#newest.set(document.uri, document.version as number);
    else this.#newest.delete(document.uri);
  }
}
