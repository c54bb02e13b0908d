#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QListWidget;
class QTextBrowser;

// Help > Open Example: the bundled case studies (the case studies in examples/) with their
// descriptions. The chosen example opens as a new, unsaved project.
class ExampleGallery : public QDialog
{
    Q_OBJECT

public:
    explicit ExampleGallery(QWidget *parent = nullptr);

    // Resource paths of the bundled examples, ":/examples/chat-messages.json", sorted.
    static QStringList examples();
    // The example chosen when the dialog was accepted.
    QString selectedExample() const;
    QListWidget *list() const { return m_list; }

private:
    void showDetails();

    QListWidget *m_list;
    QTextBrowser *m_details;
    QDialogButtonBox *m_buttons;
};
