// A list whose items each start with a decorative icon: promises, reasons, contact details.
import type { ReactNode } from "react";
import { Icon, type IconName } from "../Icon/Icon";
import { keepFiguresTogether } from "../KeepTogether/KeepTogether";

export interface IconListItem {
  key: string;
  icon: IconName;
  content: ReactNode;
}

export function IconList({ items, className }: { items: IconListItem[]; className?: string }) {
  return (
    <ul className={className ? `icon-list ${className}` : "icon-list"}>
      {items.map((item) => (
        <li key={item.key}>
          <Icon name={item.icon} size={22} />
          {/* One flex item, however many elements the content holds. */}
          <div>{item.content}</div>
        </li>
      ))}
    </ul>
  );
}

/** The same icon before every item: a list of claims or reasons. */
export function checkedItems(texts: string[]): IconListItem[] {
  return texts.map((text) => ({ key: text, icon: "badge-check", content: keepFiguresTogether(text) }));
}
