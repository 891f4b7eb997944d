import { SheetDialog } from "@optika/ui/sheet-dialog";
import { videosMessages as m } from "./messages.ts";
import type { TVideoView } from "./video-view.ts";
import styles from "./videos.module.css";

/** The player in the kit's dialog: the iframe exists only while the dialog is open. Loaded on first click. */
export default function VideoDialog({ video, onClose }: { video: TVideoView; onClose: () => void }) {
  return (
    <SheetDialog
      isOpen
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={video.title}
      closeLabel={m.close}
      width={960}
    >
      <div className={styles.player}>
        {video.embedUrl ? (
          <iframe
            src={video.embedUrl}
            title={video.title}
            className={styles.frame}
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            allowFullScreen
          />
        ) : (
          <p className={styles.unavailable}>{m.unavailable}</p>
        )}
      </div>
      {video.description ? <p className={styles.dialogText}>{video.description}</p> : null}
    </SheetDialog>
  );
}
