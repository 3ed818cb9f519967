/**
 * Every reading of Gatsby's private output goes through this error: an upgrade that changes what
 * Gatsby writes stops the build, naming the internal that changed, instead of shipping pages that
 * quietly load the slow way. README.md of this plugin lists each internal and what it keeps.
 */
export class GatsbyInternalChanged extends Error {
  constructor(where: string, internal: string, found: string) {
    super(`${where}: ${found}. Gatsby's output changed shape (${internal}); see plugins/gatsby-plugin-first-paint/README.md`);
    this.name = 'GatsbyInternalChanged';
  }
}
