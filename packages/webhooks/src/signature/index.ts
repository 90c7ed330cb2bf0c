export {
  DEFAULT_TOLERANCE_SECONDS,
  generateSigningSecret,
  type SignedHeaders,
  signWebhook,
  type VerifyOptions,
  verifyWebhook,
  WebhookVerificationError,
} from './webhook-signature.js';
