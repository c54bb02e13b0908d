#include "ui/files/noticebar.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

NoticeBar::NoticeBar(QWidget *parent)
    : QWidget(parent)
    , m_text(new QLabel)
    , m_reload(new QPushButton)
    , m_keep(new QPushButton)
{
    setObjectName(QStringLiteral("noticeBar"));
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::ToolTipBase);
    setForegroundRole(QPalette::ToolTipText);
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::PlainText);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_reload);
    layout->addWidget(m_keep);
    connect(m_reload, &QPushButton::clicked, this, [this] {
        hide();
        emit reloadRequested();
    });
    connect(m_keep, &QPushButton::clicked, this, &QWidget::hide);
    retranslate();
    hide();
}

void NoticeBar::showNotice(const QString &text)
{
    m_text->setText(text);
    show();
}

QString NoticeBar::text() const
{
    return isVisible() ? m_text->text() : QString();
}

void NoticeBar::retranslate()
{
    m_reload->setText(tr("&Reload"));
    m_reload->setToolTip(tr("Read the file again; unsaved changes here are dropped"));
    m_keep->setText(tr("&Keep Mine"));
    m_keep->setToolTip(tr("Keep editing; saving will ask before it overwrites the other "
                          "changes"));
}

void NoticeBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}
