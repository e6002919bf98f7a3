import { useState } from 'react';
import { HERO_DEFAULT_LINK, type HeroImage } from '@store/contracts';
import { messageOr } from '../../../shared/api-error';
import { toast } from '../../../shared/toast/toast';
import { Modal } from '../../../shared/ui/Modal';
import { TextField } from '../../../shared/ui/TextField';
import { useUpdateHeroImageMutation } from '../admin-api';
import { ADMIN_TEXT, HERO_DEFAULTS } from '../constants';
import { adminButton } from '../ui/states';

const T = ADMIN_TEXT.hero;

/** Edits one hero image's title, description, link and alt text. */
export function EditImageModal({ image, onClose }: { image: HeroImage; onClose: () => void }) {
  const [title, setTitle] = useState(image.title);
  const [description, setDescription] = useState(image.description);
  const [link, setLink] = useState(image.link);
  const [buttonText, setButtonText] = useState(image.buttonText);
  const [isActive, setActive] = useState(image.isActive);
  const [update, { isLoading }] = useUpdateHeroImageMutation();
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = await update({ imageId: image._id, body: { title, description, link, buttonText, isActive } });
    if ('error' in result && result.error) toast.error(messageOr(result.error, T.updateFailed));
    else {
      toast.success(T.updated);
      onClose();
    }
  };
  return (
    <Modal title="Edit Hero Image" onClose={onClose}>
      <form onSubmit={(event) => void save(event)} className="space-y-3">
        <TextField
          label="Title"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          maxLength={200}
          hint="The slide's headline. Empty, or 'Hero Image n': no headline."
        />
        <TextField
          label="Text"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          maxLength={2000}
        />
        <TextField
          label="Link"
          value={link}
          onChange={(event) => setLink(event.target.value)}
          maxLength={500}
          placeholder={HERO_DEFAULT_LINK}
          hint={`Where the button goes. Empty: ${HERO_DEFAULT_LINK}.`}
        />
        <TextField
          label="Button text"
          value={buttonText}
          onChange={(event) => setButtonText(event.target.value)}
          maxLength={100}
          placeholder={HERO_DEFAULTS.buttonText}
          hint={`Empty: ${HERO_DEFAULTS.buttonText}.`}
        />
        <label className="inline-flex items-center gap-2 text-sm font-semibold">
          <input type="checkbox" checked={isActive} onChange={(event) => setActive(event.target.checked)} /> Active
        </label>
        <div className="flex justify-end gap-2">
          <button type="button" className={adminButton.secondary} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={adminButton.primary} disabled={isLoading}>
            {isLoading ? 'Saving...' : 'Save'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
