// Screens move the focus in an effect, a frame or two after the render that shows the new element: a spec that
// reads document.activeElement right after waitForSelector races that effect (it lost once on a busy CI machine).
// Wait for the focus as a "must happen" event instead, then let the caller read and check where it is.

/** Waits until `test(arg)` holds in the page (it should read document.activeElement); false once `timeout` passes. */
export async function focusSettles(page, test, arg, timeout = 15_000) {
  try {
    await page.waitForFunction(test, arg, { timeout });
    return true;
  } catch {
    return false;
  }
}
