/** A 400 about one field, its message both the error's and the field's (as forms show it). */
import { errors } from '../../platform/errors.js';

export const fieldError = (path: string[], message: string) =>
  errors.validation(message, [{ path, message }]);
