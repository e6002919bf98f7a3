import { ArgumentMetadata, Injectable, PipeTransform } from '@nestjs/common';
import { isWellFormedId } from './bounded-input';
import { validationFailed } from './validation';

/**
 * Refuses a malformed path parameter (control characters, NULs, more than 64 characters) with a
 * 400 before any handler, query or pattern sees it. Every path parameter of the API is an id or a
 * short slug (a category). Other argument kinds pass through untouched.
 */
@Injectable()
export class PathParamPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type !== 'param' || value === undefined) return value;
    if (!isWellFormedId(value)) {
      const param = metadata.data ?? 'id';
      throw validationFailed([{ param, msg: `Invalid ${param}` }]);
    }
    return value;
  }
}
