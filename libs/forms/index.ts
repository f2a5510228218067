export { Field, controlClass, fieldClasses, type FieldProps } from './Field';
export { TextField } from './TextField';
export { hasErrors, isEmail, tenDigitPhone, type FieldErrors } from './validators';
