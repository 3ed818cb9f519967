/** Contact pipeline: pure rules shared by the form, the consultation modal and the function. */
export * from './address';
export * from './captcha';
export * from './compose';
export * from './fields';
export * from './protocol';
export * from './schema';
