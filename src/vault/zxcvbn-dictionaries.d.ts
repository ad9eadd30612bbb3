// One English dictionary file of @zxcvbn-ts/language-en (a list of words, most common first).
declare module '@zxcvbn-ts/language-en/dist/firstnames.json.mjs' {
  const words: string[];
  export default words;
}
