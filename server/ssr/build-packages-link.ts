// A production build placed outside the project (DIST_DIR=/srv/shop-build, a temporary folder) imports its packages
// by bare name ('vike', 'react'); Node looks for them in node_modules folders above the importing file, where there
// are none. A link from the build folder to the project's node_modules lets them resolve as they do in dist/.
import { existsSync, lstatSync, symlinkSync } from 'node:fs';
import path from 'node:path';

function isInside(folder: string, root: string): boolean {
  const relative = path.relative(root, folder);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** Links `<buildDir>/node_modules` to the project's when the build lives outside the project; a no-op otherwise. */
export function linkBuildToPackages(buildDir: string, projectRoot: string): void {
  if (isInside(buildDir, projectRoot)) return;
  const link = path.join(buildDir, 'node_modules');
  if (existsSync(link) || isSymlink(link)) return;
  // 'junction' is what Windows grants without administrator rights; other systems ignore the type.
  symlinkSync(path.join(projectRoot, 'node_modules'), link, 'junction');
}

function isSymlink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}
