/**
 * The image encoder's child process (server/images/encoder.ts forks it): decodes, resizes and encodes what
 * the parent sends over IPC, one message per picture, and exits when the parent lets it go. sharp and
 * libvips live only here, so their memory leaves with the process (docs/decisions/049-encoder-process.md).
 */
import { ImageError } from './errors';
import { transformImage } from './transform';
import type { EncodeReply, EncodeRequest } from './encoder';

function reply(message: EncodeReply): void {
  process.send?.(message);
}

process.on('message', (message: EncodeRequest) => {
  const input = Buffer.from(message.input.buffer, message.input.byteOffset, message.input.byteLength);
  transformImage(input, message.options).then(
    ({ data, format, width }) => reply({ id: message.id, ok: true, data, format, width }),
    (error: unknown) =>
      reply({
        id: message.id,
        ok: false,
        code: error instanceof ImageError ? error.code : 'INTERNAL',
        message: error instanceof Error ? error.message : String(error),
      }),
  );
});

// The parent closed the channel (idle, or shutting down): nothing more will come.
process.on('disconnect', () => process.exit(0));
