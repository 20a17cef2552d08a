/**
 * A partner's Next.js App Router app using the widgets package (e2e/hosts/README.md, "Next.js"). Nothing special is
 * needed for the package: its entries import on the server without defining anything, and the elements are defined
 * when the client component's module runs in the browser.
 */
const config = {
  // The repository's lint and type checks cover this example; the test's build only builds.
  typescript: { ignoreBuildErrors: true },
};

export default config;
