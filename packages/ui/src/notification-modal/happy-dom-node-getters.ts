/**
 * Tests only. happy-dom defines `nodeName`/`nodeType` on each subclass and leaves `Node.prototype`'s
 * getters generic ('' / wrong type), unlike browsers; DOMPurify reads both through `Node.prototype`
 * (cached getters, a defence against clobbering), so under happy-dom it removes every element
 * and sanitises nothing. Make `Node.prototype`'s getters answer like a browser's: dispatch to the
 * most derived getter. Import this before anything that imports DOMPurify.
 */
for (const name of ["nodeName", "nodeType"] as const) {
  const base = Object.getOwnPropertyDescriptor(Node.prototype, name);
  if (!base?.get) continue;
  const baseGet = base.get;
  Object.defineProperty(Node.prototype, name, {
    configurable: true,
    enumerable: base.enumerable ?? true,
    get(this: Node) {
      let proto: object | null = Object.getPrototypeOf(this);
      while (proto && proto !== Node.prototype) {
        const own = Object.getOwnPropertyDescriptor(proto, name);
        if (own?.get) return own.get.call(this);
        proto = Object.getPrototypeOf(proto);
      }
      return baseGet.call(this);
    },
  });
}
