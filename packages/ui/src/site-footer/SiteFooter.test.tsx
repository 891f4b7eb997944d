import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { SiteFooter } from "./SiteFooter.tsx";

describe("SiteFooter", () => {
  it("renders menus, contacts, legal name, address and the socials block", () => {
    const onCooperationClick = vi.fn();
    render(
      <SiteFooter
        menu={[{ label: "Линзы", href: "/catalog/linzy" }]}
        secondMenu={[{ label: "Акции", href: "/aktsii" }]}
        phone={{ label: "8 800 700-11-22", href: "tel:+78007001122" }}
        hours="Ежедневно с 9:00 до 21:00"
        legalName="ООО «Оптика»"
        address="г. Екатеринбург, ул. Малышева, 51"
        vacanciesHref="/vakansii"
        onCooperationClick={onCooperationClick}
        socials={[{ kind: "vk", href: "https://vk.com/optika", label: "ВКонтакте" }]}
      />,
    );
    expect(screen.getByRole("link", { name: "Линзы" }).getAttribute("href")).toBe("/catalog/linzy");
    expect(screen.getByRole("link", { name: "Акции" }).getAttribute("href")).toBe("/aktsii");
    expect(screen.getByRole("link", { name: /8 800 700-11-22/ }).getAttribute("href")).toBe(
      "tel:+78007001122",
    );
    expect(screen.getByText("Ежедневно с 9:00 до 21:00")).toBeTruthy();
    expect(screen.getByText("ООО «Оптика»")).toBeTruthy();
    expect(screen.getByText(/ул\. Малышева/)).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Подпишитесь на наши соц. сети" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Вакансии" }).getAttribute("href")).toBe("/vakansii");
    fireEvent.click(screen.getByRole("button", { name: "Сотрудничество" }));
    expect(onCooperationClick).toHaveBeenCalledOnce();
  });

  it("links to the vacancies page once when a menu already has it (the seeded CMS footer does)", () => {
    const { rerender } = render(
      <SiteFooter menu={[{ label: "Вакансии", href: "/vakansii/" }]} vacanciesHref="/vakansii" />,
    );
    expect(screen.getAllByRole("link", { name: "Вакансии" })).toHaveLength(1);
    rerender(<SiteFooter menu={[{ label: "Контакты", href: "/kontakty" }]} vacanciesHref="/vakansii" />);
    expect(screen.getAllByRole("link", { name: "Вакансии" })).toHaveLength(1);
  });
});
