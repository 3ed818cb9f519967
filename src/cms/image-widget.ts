import type { DecapCms, DecapElement, WidgetControlProps } from './decap';

type CreateClass = (spec: Record<string, unknown>) => unknown;

/** The path of the blank picture Decap hands out for an image it is still loading. */
const LOADING_ASSET_PATH = 'empty.svg';
const RECHECK_MS = 100;

interface Waiter {
  props: WidgetControlProps;
  state: { loads: number };
  timer?: ReturnType<typeof setTimeout>;
  setState(update: (state: { loads: number }) => { loads: number }): void;
  waitForImage(waited?: boolean): void;
}

/**
 * Decap's image widget (decap-cms 3.16) asks for the picked image once, as the form opens, and
 * keeps what it got: an image still loading stays the blank placeholder, an empty box where the
 * screenshot should be. This wraps it: once the image has loaded, the widget is drawn again, and
 * asks again. Registered under the same name, so the CMS configuration is unchanged.
 */
export const registerImageWidget = (cms: DecapCms): void => {
  const image = cms.getWidget('image');
  const createClass = (window as unknown as { createClass: CreateClass }).createClass;
  const control = createClass({
    getInitialState: () => ({ loads: 0 }),
    componentDidMount(this: Waiter) {
      this.waitForImage();
    },
    componentDidUpdate(this: Waiter, previous: WidgetControlProps) {
      if (previous.value !== this.props.value) this.waitForImage();
    },
    componentWillUnmount(this: Waiter) {
      clearTimeout(this.timer);
    },
    waitForImage(this: Waiter, waited = false) {
      clearTimeout(this.timer);
      const { value, field, getAsset } = this.props;
      if (typeof value !== 'string' || value === '') return;
      if (getAsset(value, field)?.path === LOADING_ASSET_PATH) this.timer = setTimeout(() => this.waitForImage(true), RECHECK_MS);
      else if (waited) this.setState(({ loads }) => ({ loads: loads + 1 }));
    },
    render(this: Waiter): DecapElement {
      return window.h(image.control, { ...this.props, key: this.state.loads });
    },
  });
  cms.registerWidget('image', control, image.preview, image.schema);
};
