// Supertest's parser for answers read as raw bytes whatever their content type (pictures, .xlsx, gzip): use as
// `.buffer(true).parse(rawBytes)`, and `response.body` is the Buffer the server sent.
import type { IncomingMessage } from 'node:http';
import type request from 'supertest';

/** The parser form of `.parse()` that is handed the response stream and a callback. */
type StreamParser = Extract<Parameters<request.Test['parse']>[0], (res: never, callback: never) => void>;

export const rawBytes: StreamParser = (res, done) => {
  // under Node the answer handed to a parser is the response stream
  const stream = res as unknown as IncomingMessage;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};
