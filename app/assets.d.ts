// The classic compiler turns a CSS import into the URL of the fingerprinted file.
declare module "*.css" {
  const href: string;
  export default href;
}
