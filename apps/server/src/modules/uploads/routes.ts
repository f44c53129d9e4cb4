import { limits, uploadResponseSchema } from '@tuitionhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formParts } from '../../http/multipart-body.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { perHour } from '../../plugins/rate-limit.ts';
import { saveUpload } from './process-image.ts';

const tooLarge = () =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `The file is too large (at most ${limits.uploadMaxBytes / 1024 / 1024} MB). Please choose a smaller photo.`,
  );

/**
 * POST /api/uploads (api.md "Uploads"): anyone may upload (sign-up needs a photo before the account
 * exists), limited per IP; the answer keeps the image host's `secure_url` field the spec's client reads.
 */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['uploads'],
        summary: 'Upload a photo (multipart `file`; re-encoded as WebP, at most 800 px)',
        consumes: ['multipart/form-data'],
        response: { 201: uploadResponseSchema },
      },
      config: { rateLimit: perHour(app.config.UPLOAD_MAX_PER_HOUR) },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new AppError(
          'UNSUPPORTED_MEDIA_TYPE',
          'Send the image as multipart/form-data in the field "file"',
        );
      }
      let image: Buffer | null = null;
      for await (const part of formParts(request, {
        limits: { fileSize: limits.uploadMaxBytes, files: 1 },
      })) {
        if (part.type !== 'file') continue; // upload_preset and other fields are accepted and ignored
        let data: Buffer;
        try {
          data = await part.toBuffer();
        } catch (err) {
          if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
          throw err;
        }
        if (part.file.truncated) throw tooLarge();
        if (part.fieldname === 'file' && !image) image = data;
      }
      if (!image || image.length === 0) {
        throw badRequest('Please select an image to upload.', [{ path: 'file', message: 'No file' }]);
      }
      const url = await saveUpload({ db: app.db, storage: app.storage }, image);
      return reply.status(201).send({ secure_url: url, url });
    },
  );
};
