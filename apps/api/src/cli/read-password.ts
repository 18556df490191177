import type { ReadStream } from 'node:tty';

/** The password piped in: the first line of standard input (`echo 'secret' | ...`), without its line break. */
async function readPipedLine(input: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of input) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

/** One line typed on the terminal without showing it (raw mode: no echo). Ctrl-C cancels. */
function askHidden(input: ReadStream, output: NodeJS.WritableStream, prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (outcome: () => void) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      output.write('\n');
      outcome();
    };
    const onData = (chunk: Buffer | string) => {
      for (const char of String(chunk)) {
        if (char === '\r' || char === '\n' || char === '\u0004') return finish(() => resolve(value));
        if (char === '\u0003') return finish(() => reject(new Error('Cancelado.')));
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    output.write(prompt);
    input.setRawMode(true);
    input.setEncoding('utf8');
    input.on('data', onData);
    input.resume();
  });
}

/**
 * The new password: asked twice on a terminal, without echo (prompts on `output`, so standard output keeps only
 * the result); read from standard input when it is not a terminal. Throws with a Spanish message when the two
 * typed differ or nothing came.
 */
export async function readNewPassword(
  input: NodeJS.ReadStream,
  output: NodeJS.WritableStream,
  userName: string,
): Promise<string> {
  if (!input.isTTY) {
    const piped = await readPipedLine(input);
    if (!piped) throw new Error('No llegó ninguna contraseña por la entrada estándar.');
    return piped;
  }
  const terminal = input as ReadStream;
  const first = await askHidden(terminal, output, `Contraseña nueva para ${userName}: `);
  const second = await askHidden(terminal, output, 'Repetila: ');
  if (first !== second) throw new Error('Las contraseñas no coinciden.');
  if (!first) throw new Error('No escribiste ninguna contraseña.');
  return first;
}
