/** One field's problem, in the shape the spec's registration response uses. */
export interface FieldError {
  param: string;
  msg: string;
}

/** The body of every error answer of the API. */
export interface ErrorBody {
  success: false;
  message: string;
  errors?: FieldError[];
  /** On 500s: the id under which the error was logged. */
  correlationId?: string;
}
