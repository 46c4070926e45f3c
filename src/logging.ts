/** Where progress and problems go: the Actions log, a terminal's stderr, or a test's record. */
export interface Logger {
  debug(message: string): void;
  info(message: string): void;
  notice(message: string): void;
  warning(message: string): void;
}

export interface RecordedLine {
  level: keyof Logger;
  message: string;
}

export function recordingLogger(): Logger & { lines: RecordedLine[] } {
  const lines: RecordedLine[] = [];
  const at = (level: keyof Logger) => (message: string) => void lines.push({ level, message });
  return {
    lines,
    debug: at('debug'),
    info: at('info'),
    notice: at('notice'),
    warning: at('warning'),
  };
}
