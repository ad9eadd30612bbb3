// typescript-eslint, resolved from this folder so that it loads TypeScript 6 (the compiler
// API it needs) while the project itself type-checks with TypeScript 7. See
// docs/dependencies.md, "Why lint has its own TypeScript".
export { default } from 'typescript-eslint';
