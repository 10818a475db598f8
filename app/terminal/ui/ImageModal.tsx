/** Image modal: the generated image, its prompt as title, download and close. Lazy-loaded. */
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "~/components/Modal";
import { imageDataUrl, imageDownloadName } from "./lines";

export interface ImageModalProps {
  prompt: string;
  imageBase64: string;
  onClose: () => void;
}

export default function ImageModal({ prompt, imageBase64, onClose }: ImageModalProps) {
  const { t } = useTranslation("terminal");
  const titleId = useId();
  const src = imageDataUrl(imageBase64);
  const title = prompt.trim() || t("image.untitled");

  return (
    <Modal onClose={onClose} labelledBy={titleId} className="term-image-modal" testId="image-modal">
      <h2 id={titleId} className="term-image-title">
        {title}
      </h2>
      <button type="button" className="modal-close" aria-label={t("image.close")} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
      <img className="term-image" src={src} alt={t("image.alt", { prompt: title })} />
      <div className="term-image-actions">
        <a className="button button-primary" href={src} download={imageDownloadName(prompt)}>
          {t("image.download")}
        </a>
        <button type="button" className="button" onClick={onClose}>
          {t("image.closeButton")}
        </button>
      </div>
    </Modal>
  );
}
