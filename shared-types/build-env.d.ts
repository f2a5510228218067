// Ambient declarations every package's build provides (rspack.factory.mjs).

/** Release id stamped at build time: version, or version and build for a published release. */
declare const __RELEASE__: string;

declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
