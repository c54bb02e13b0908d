#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

// A strip above the work area for something the user should act on without being interrupted:
// the open file changed on disk, with Reload and Keep Mine.
class NoticeBar : public QWidget
{
    Q_OBJECT

public:
    explicit NoticeBar(QWidget *parent = nullptr);

    void showNotice(const QString &text);
    QString text() const;
    QPushButton *reloadButton() const { return m_reload; }
    QPushButton *keepButton() const { return m_keep; }

signals:
    void reloadRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QLabel *m_text;
    QPushButton *m_reload;
    QPushButton *m_keep;
};
