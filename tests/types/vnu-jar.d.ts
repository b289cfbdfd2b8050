/** vnu-jar exports the path of the bundled Nu HTML Checker jar. */
declare module 'vnu-jar' {
  const jarPath: string;
  export default jarPath;
}
