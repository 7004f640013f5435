import { expect, test, type DemoUser } from './support/fixtures';
import { LoginPage } from './support/login-page';
import { newsSettled } from './support/news';
import { routeIds, routesOf } from './support/routes';
import { screenshotTag } from './support/screenshots';
import { publicSteps, viewports, walk, walksOf, type Step } from './support/walks';

/**
 * Every route of every role, and the states that matter on them (dialogs, menus, a review with an
 * imported draft, errors and refusals), walked once per size: a desktop, a tablet in both
 * orientations (with touch) and a phone. Each step is checked with axe-core (WCAG 2.1 A and AA),
 * for sideways scroll, and on tablets for 44 px touch targets and every table's key columns; the
 * sizes the README shows take its pictures on the way (`npm run screenshots` runs these tests alone).
 */

/** A step's path with its ids as ':id', to compare a walk with the list of routes. */
const routeOf = (step: Step) => (typeof step.open === 'string' ? step.open : step.name).replace(/\/\d+$/, '/:id');

for (const viewport of viewports) {
  const tag = viewport.picture ? [screenshotTag] : [];
  test.describe(`pantallas a ${viewport.name}`, { tag }, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, hasTouch: viewport.tablet });
    const pictureOf = (name: string) => `${viewport.picture ?? viewport.name}-${name}`;

    test('login, recovery, error and not-found pages', async ({ page }) => {
      await walk(page, publicSteps(), viewport, viewport.name, viewport.picture ? pictureOf : null);
    });

    for (const user of Object.keys(walksOf) as DemoUser[]) {
      test(`${user}: every route it can reach`, async ({ page, request, sandbox }) => {
        test.setTimeout(150_000);
        await new LoginPage(page).signInAs(user);
        await newsSettled(page);
        const steps = await walksOf[user](page);
        // The walk reaches every route of the role that the offline spec knows, and no other list exists.
        const walked = steps.map(routeOf);
        for (const route of routesOf(user, await routeIds(request, sandbox.url, user)))
          expect(walked, `${user}: la ruta ${route.path} no está en el recorrido`).toContain(
            route.path.replace(/\/\d+$/, '/:id'),
          );
        const pictures = viewport.picture && user !== 'multi' ? (name: string) => pictureOf(`${user}-${name}`) : null;
        await walk(page, steps, viewport, `${viewport.name} ${user}`, pictures);
      });
    }
  });
}
