import { typographRecord } from "../typography/typography.server.ts";
import { faceValuesText } from "./face-values.ts";
import { certificatesMessages as m } from "./messages.ts";

/**
 * The certificates page's texts, sent by its loader (typographed) rather than bundled: the face
 * values come from the listed certificates (`faceValuesText`), null when none is listed.
 */
export function certificatePageTexts(pricesInKopecks: readonly number[]) {
  const faceValues = faceValuesText(pricesInKopecks);
  return {
    texts: typographRecord({
      lead: "Подарите заботу о зрении: сертификатом можно оплатить линзы, очки, аксессуары и услуги в любом нашем салоне и на сайте.",
      stepsHeading: "Как это работает",
      steps: [
        {
          title: "Выберите номинал",
          text: faceValues ? `Сертификаты на ${faceValues}.` : "Сертификаты разных номиналов.",
        },
        { title: "Оплатите онлайн или в салоне", text: "Код сертификата придёт по SMS сразу после оплаты." },
        { title: "Подарите", text: "Получатель оплатит им покупку целиком или частично." },
      ],
      listHeading: m.listHeading,
    }),
    description: `Подарочные сертификаты на линзы, очки и проверку зрения${faceValues ? ` номиналом ${faceValues}` : ""}. Действуют в салонах и на сайте.`,
  };
}
